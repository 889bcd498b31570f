import type { OwnedWrite } from './listening.repo';

/** Writes a batch of owned steps in one statement; answers, per step, whether it wrote. */
export type WriteMany = (writes: readonly OwnedWrite[]) => Promise<boolean[]>;

interface Waiting {
  write: OwnedWrite;
  resolve: (written: boolean) => void;
  reject: (err: unknown) => void;
}

export interface OwnedWriterOptions {
  /** Batches being written at once; a step waits only when all of them are busy. */
  inFlight: number;
  /** Steps in one batch at most. */
  maxBatch: number;
}

const DEFAULTS: OwnedWriterOptions = { inFlight: 2, maxBatch: 500 };

/**
 * Group commit for the owners' steps (ADR 0004): a step is written at once when a batch slot
 * is free, and otherwise waits for one with the steps that arrive meanwhile, to be written
 * together in one statement and one commit. Each step's promise settles after its batch has
 * committed, so every credit is still committed before its answer; a quiet instance writes
 * every step alone, as before. A batch holds one step per account (the others wait for the
 * next). A batch that fails is written again step by step, so one bad step fails alone.
 */
export function ownedWriter(writeMany: WriteMany, options: Partial<OwnedWriterOptions> = {}) {
  const { inFlight, maxBatch } = { ...DEFAULTS, ...options };
  let queue: Waiting[] = [];
  let busy = 0;

  /** The next batch off the queue: oldest first, one step per account. */
  function take(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const accounts = new Set<string>();
    for (const waiting of queue) {
      if (batch.length < maxBatch && !accounts.has(waiting.write.userId)) {
        accounts.add(waiting.write.userId);
        batch.push(waiting);
      } else rest.push(waiting);
    }
    queue = rest;
    return batch;
  }

  async function write(batch: Waiting[]) {
    try {
      const written = await writeMany(batch.map((w) => w.write));
      batch.forEach((w, i) => w.resolve(written[i] ?? false));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      for (const waiting of batch) await write([waiting]);
    }
  }

  function pump() {
    while (busy < inFlight && queue.length > 0) {
      busy += 1;
      void write(take()).finally(() => {
        busy -= 1;
        pump();
      });
    }
  }

  return (step: OwnedWrite): Promise<boolean> =>
    new Promise((resolve, reject) => {
      queue.push({ write: step, resolve, reject });
      pump();
    });
}
