import { randomUUID } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '~/logger';
import { COMMAND_LINE } from './audit-log';
import { GrantError, type GrantVerb, type Grants } from './grants';

/**
 * The operator inbox (ADR 0028): DATA_DIR/operator/. `npm run operator` drops a request there
 * when the running server holds the embedded database; the server applies it and writes the
 * answer beside it. A folder on the server's own disk, not a network door: only who may write
 * the server's DATA_DIR (its owner) can use it, as with the import inbox (ADR 0011).
 */
const REQUEST = '.request.json';
const TAKEN = '.taken';
const ANSWER = '.answer.json';

export interface OperatorRequest {
  verb: GrantVerb;
  email: string;
  reason: string;
}

export interface OperatorAnswer {
  ok: boolean;
  message: string;
}

const isRequest = (value: unknown): value is OperatorRequest => {
  const r = value as Partial<OperatorRequest> | null;
  return (
    (r?.verb === 'grant' || r?.verb === 'revoke') &&
    typeof r.email === 'string' &&
    typeof r.reason === 'string'
  );
};

/** Writes a file whole or not at all: a draft, then a rename. */
async function writeWhole(file: string, text: string) {
  const draft = path.join(path.dirname(file), `.draft-${randomUUID()}`);
  await writeFile(draft, text);
  await rename(draft, file);
}

/** The server's side: applies each request dropped in the folder, once, and answers it. */
export function createOperatorInbox(options: {
  folder: string;
  grants: Grants;
  log: Logger;
  /** A scan at least this often, whatever the watcher says. */
  scanIntervalMs?: number;
}) {
  const { folder, grants, log } = options;
  let watcher: FSWatcher | undefined;
  let interval: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function answer(id: string): Promise<OperatorAnswer> {
    const request: unknown = JSON.parse(await readFile(path.join(folder, id + TAKEN), 'utf8'));
    if (!isRequest(request)) return { ok: false, message: 'Not a request this server knows.' };
    try {
      const outcome = await grants.apply(request.verb, request.email, request.reason, COMMAND_LINE);
      log.info({ verb: request.verb, email: request.email }, `operator: ${outcome.message}`);
      return { ok: true, message: outcome.message };
    } catch (err) {
      if (err instanceof GrantError) return { ok: false, message: err.message };
      throw err;
    }
  }

  async function scan() {
    await mkdir(folder, { recursive: true });
    for (const name of await readdir(folder)) {
      if (stopped || !name.endsWith(REQUEST) || name.startsWith('.')) continue;
      const id = name.slice(0, -REQUEST.length);
      // Another instance sharing the folder may take it first: only one rename succeeds.
      const taken = await rename(path.join(folder, name), path.join(folder, id + TAKEN)).then(
        () => true,
        () => false,
      );
      if (!taken) continue;
      const reply = await answer(id).catch((err: unknown): OperatorAnswer => {
        log.error({ err }, 'operator: a request failed');
        return { ok: false, message: `The server could not apply it: ${String(err)}` };
      });
      await writeWhole(path.join(folder, id + ANSWER), JSON.stringify(reply));
      await rm(path.join(folder, id + TAKEN), { force: true });
    }
  }

  function trigger() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = scan()
      .catch((err: unknown) => log.error({ err }, 'operator inbox: scan failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          trigger();
        }
      });
  }

  return {
    async start() {
      await mkdir(folder, { recursive: true });
      try {
        watcher = watch(folder, trigger);
        watcher.on('error', (err) => log.warn({ err }, 'operator inbox: watching failed'));
      } catch (err) {
        log.warn({ err }, 'operator inbox: cannot watch the folder; scanning only');
      }
      interval = setInterval(trigger, options.scanIntervalMs ?? 1000);
      interval.unref();
      trigger();
    },
    async stop() {
      stopped = true;
      watcher?.close();
      clearInterval(interval);
      await running;
    },
  };
}

export type OperatorInbox = ReturnType<typeof createOperatorInbox>;

/**
 * The command line's side: drops a request and waits for the server's answer. Answers
 * undefined when no server took it within `waitMs` (the request is then withdrawn, so a
 * server started later does not apply a command its user saw fail).
 */
export async function askServer(
  folder: string,
  request: OperatorRequest,
  waitMs = 15_000,
): Promise<OperatorAnswer | undefined> {
  await mkdir(folder, { recursive: true });
  const id = randomUUID();
  const requestFile = path.join(folder, id + REQUEST);
  const answerFile = path.join(folder, id + ANSWER);
  await writeWhole(requestFile, JSON.stringify(request));
  const deadline = Date.now() + waitMs;
  for (;;) {
    const text = await readFile(answerFile, 'utf8').catch(() => undefined);
    if (text !== undefined) {
      await rm(answerFile, { force: true });
      return JSON.parse(text) as OperatorAnswer;
    }
    // A server that took it and then died answers nothing: give up after twice the wait.
    if (Date.now() > deadline + waitMs) return undefined;
    if (Date.now() > deadline) {
      // Withdrawn unless a server has taken it meanwhile; then its answer is worth the wait.
      const withdrawn = await rm(requestFile).then(
        () => true,
        () => false,
      );
      if (withdrawn) return undefined;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
