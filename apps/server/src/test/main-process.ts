import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export { freePort } from './free-port';

/** The real server process (`src/main.ts` under node and tsx) with only the given environment. */
export function startMain(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    output: () => output,
    /** Waits until the output holds `text` (a log message, say). */
    logged: (text: string, timeout = 60_000) =>
      expect.poll(() => output, { timeout, interval: 50 }).toContain(text),
  };
}

export type MainProcess = ReturnType<typeof startMain>;
