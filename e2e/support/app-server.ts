import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appServerEnv } from './app-env';

const serverDir = path.resolve(import.meta.dirname, '../../apps/server');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * An app server a journey starts, stops and starts again itself (the one the config starts
 * must stay up for every other journey): the same command as the config's, on its own ports
 * and a fresh data folder that survives its restarts.
 */
export function ownAppServer(options: {
  port: number;
  grpcPort: number;
  /** Settings of its own on top of the config's (LISTENING_MAX_SOCKETS, say). */
  env?: Record<string, string>;
}) {
  const url = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'earshot-e2e-own-'));
  const env = {
    ...appServerEnv({ port: options.port, grpcPort: options.grpcPort, dataDir }),
    ...options.env,
  };
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let output = '';

  async function healthy(): Promise<boolean> {
    try {
      return (await fetch(`${url}/readyz`)).ok;
    } catch {
      return false;
    }
  }

  return {
    url,
    /** Its DATA_DIR: a command run against it (`npm run operator`) goes through its inboxes. */
    dataDir,
    /** Starts the server and resolves once it answers /readyz (ready to serve). */
    async start() {
      if (child) throw new Error('already running');
      // node itself, not npx: a spawned npx child can outlive the run and hang it.
      const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        // Its own Redis key space too, when CI runs one: its rate limits are neither the app's
        // nor those of another journey's server, or of an earlier run within the hour (the
        // same port each time, so the key space is named by this server's DATA_DIR).
        env: { ...process.env, ...env, REDIS_KEY_PREFIX: `${path.basename(dataDir)}:` },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      exited = new Promise((resolve) => started.once('exit', () => resolve()));
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (!(await healthy())) {
        if (started.exitCode !== null) throw new Error(`the server exited:\n${output}`);
        if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    /** Stops it as an operator would (SIGTERM), or for good with SIGKILL when it hangs. */
    async stop() {
      const running = child;
      if (!running) return;
      child = null;
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
    output: () => output,
  };
}
