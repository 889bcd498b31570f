import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/node-flags';

/** A server running in its own process group, listening on a loopback port. */
export interface ChildServer {
  name: string;
  pid: number;
  baseUrl: string;
  /** The child itself, for benches that talk to it over IPC after startup. */
  child: ChildProcess;
  stop(): Promise<void>;
}

const benchDir = fileURLToPath(new URL('..', import.meta.url));
const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
const live = new Set<ChildProcess>();
// A server reports its port once it is ready: bench:search's loads its search index first.
const STARTUP_MS = 180_000;

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Kills every child's process group at once; safe to call from an 'exit' handler. */
export function killAllChildren() {
  for (const child of live) killGroup(child, 'SIGKILL');
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        live.delete(child);
        return resolve();
      }
      const force = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        live.delete(child);
        resolve();
      });
      killGroup(child, 'SIGTERM');
    });
}

/** Stops every child still running (SIGTERM, then SIGKILL after 5 s) and waits for them. */
export async function stopAllChildren(): Promise<void> {
  await Promise.allSettled([...live].map((child) => stopper(child)()));
}

/** Runs `entry` (a .ts file) under node + tsx, with `nodeFlags`, in a process group of its own. */
export function spawnChild(
  entry: URL,
  env: Record<string, string>,
  nodeFlags: readonly string[] = [],
): ChildProcess {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', fileURLToPath(entry)], {
    cwd: benchDir,
    env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig, ...env },
    detached: true,
    // stdout goes to /dev/null (where 'info' logs land); stderr stays visible.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  live.add(child);
  return child;
}

/** Waits for the child's first IPC message; fails when it errs, exits or stays silent. */
function firstMessage<T>(name: string, child: ChildProcess, timeoutMs: number): Promise<T> {
  const stop = stopper(child);
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`${name}: ${why}`)));
    };
    const timer = setTimeout(() => fail(`no answer after ${timeoutMs / 1000} s`), timeoutMs);
    child.once('error', (err) => fail(err.message));
    child.once('exit', (code, signal) => fail(`exited early (${signal ?? code})`));
    child.once('message', (message: T) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve(message);
    });
  });
}

/**
 * Starts a server entry with the product's V8 flags (the bare ceilings too, so both run on the
 * same runtime); resolves once it reports `{ port }` over IPC.
 */
export async function startServer(
  name: string,
  entry: URL,
  env: Record<string, string>,
): Promise<ChildServer> {
  const child = spawnChild(entry, env, SERVER_NODE_FLAGS);
  const stop = stopper(child);
  const message = await firstMessage<{ port?: number }>(`${name} server`, child, STARTUP_MS);
  if (typeof message.port !== 'number') {
    await stop();
    throw new Error(`${name} server: sent no port`);
  }
  return { name, pid: child.pid ?? 0, baseUrl: `http://127.0.0.1:${message.port}`, child, stop };
}

/** What a task child sends once: its result, or why it failed. */
export type TaskMessage<T> = { result: T } | { error: string };

/** In a task child: runs `main` and sends its result, or why it failed, to the parent once. */
export function answerTask<T>(main: () => Promise<T>): void {
  const send = (message: TaskMessage<T>) => process.send?.(message);
  main().then(
    (result) => send({ result }),
    (err: unknown) =>
      send({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
  );
}

/**
 * Runs a one-shot task entry in a child process; resolves with the `{ result }` it sends, after
 * it has exited. `onStart` gets its pid (to watch its CPU).
 */
export async function runTask<T>(
  name: string,
  entry: URL,
  env: Record<string, string>,
  options: { timeoutMs: number; onStart?: (pid: number) => void },
): Promise<T> {
  const child = spawnChild(entry, env);
  options.onStart?.(child.pid ?? 0);
  const message = await firstMessage<TaskMessage<T>>(name, child, options.timeoutMs);
  await stopper(child)();
  if ('error' in message) throw new Error(`${name}: ${message.error}`);
  return message.result;
}
