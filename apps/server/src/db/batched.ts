/** Runs a batch of inputs in one statement; answers one output per input, in order. */
export type RunMany<In, Out> = (inputs: readonly In[]) => Promise<Out[]>;

export interface BatchOptions<In> {
  /** Batches running at once; a call waits only when all of them are busy. */
  inFlight: number;
  /** Inputs in one batch at most. */
  maxBatch: number;
  /** Inputs with the same key never share a batch (the later waits for the next one). */
  keyOf?: (input: In) => string;
}

const DEFAULTS = { inFlight: 2, maxBatch: 500 };

interface Waiting<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (err: unknown) => void;
}

/**
 * Group statements (ADR 0004): a call runs at once when a batch slot is free, and otherwise
 * waits for one with the calls that arrive meanwhile, to run together as one statement (one
 * round trip, and for a write one commit). Each call settles after its batch has, so a write
 * is committed before its caller hears of it; a quiet instance runs every call alone. A batch
 * that fails runs again input by input, so one bad input fails alone. At most `inFlight`
 * statements are in the database pool at once, whatever the number of callers.
 */
export function batched<In, Out>(
  runMany: RunMany<In, Out>,
  options: Partial<BatchOptions<In>> = {},
): (input: In) => Promise<Out> {
  const { inFlight, maxBatch, keyOf } = { ...DEFAULTS, ...options };
  let queue: Waiting<In, Out>[] = [];
  let busy = 0;

  /** The next batch off the queue: oldest first, one input per key. */
  function take(): Waiting<In, Out>[] {
    const batch: Waiting<In, Out>[] = [];
    const rest: Waiting<In, Out>[] = [];
    const keys = new Set<string>();
    for (const waiting of queue) {
      const key = keyOf?.(waiting.input);
      if (batch.length < maxBatch && (key === undefined || !keys.has(key))) {
        if (key !== undefined) keys.add(key);
        batch.push(waiting);
      } else rest.push(waiting);
    }
    queue = rest;
    return batch;
  }

  async function run(batch: Waiting<In, Out>[]) {
    try {
      const outputs = await runMany(batch.map((w) => w.input));
      batch.forEach((w, i) => w.resolve(outputs[i]!));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      for (const waiting of batch) await run([waiting]);
    }
  }

  function pump() {
    while (busy < inFlight && queue.length > 0) {
      busy += 1;
      void run(take()).finally(() => {
        busy -= 1;
        pump();
      });
    }
  }

  return (input: In): Promise<Out> =>
    new Promise((resolve, reject) => {
      queue.push({ input, resolve, reject });
      pump();
    });
}
