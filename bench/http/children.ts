import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A server running in its own process group, listening on a loopback port. */
export interface ChildServer {
  name: string;
  pid: number;
  baseUrl: string;
  stop(): Promise<void>;
}

const benchDir = fileURLToPath(new URL('..', import.meta.url));
const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
const live = new Set<ChildProcess>();
const STARTUP_MS = 60_000;

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
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        live.delete(child);
        resolve();
      });
      killGroup(child, 'SIGTERM');
    });
}

/** Starts `entry` (a .ts file in bench/http) under node + tsx; resolves once it reports a port. */
export function startServer(
  name: string,
  entry: string,
  env: Record<string, string>,
): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(entry, import.meta.url))],
    {
      cwd: benchDir,
      env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig, ...env },
      detached: true,
      // stdout goes to /dev/null (where 'info' logs land); stderr stays visible.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  live.add(child);
  const stop = stopper(child);
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`${name} server: ${why}`)));
    };
    const timer = setTimeout(() => fail('no port after 60 s'), STARTUP_MS);
    child.once('error', (err) => fail(err.message));
    child.once('exit', (code, signal) => fail(`exited early (${signal ?? code})`));
    child.once('message', (message: { port?: number }) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      if (typeof message.port !== 'number') return fail('sent no port');
      resolve({ name, pid: child.pid ?? 0, baseUrl: `http://127.0.0.1:${message.port}`, stop });
    });
  });
}
