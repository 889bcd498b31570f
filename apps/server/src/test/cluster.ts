import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const template = fileURLToPath(
  new URL('../../../../deploy/nginx/earshot.conf.template', import.meta.url),
);

/** Ports for the suite: SCALE_PORT_BASE and up when set (a shared machine), else free ones. */
export function portSource() {
  const base = Number(process.env.SCALE_PORT_BASE ?? 0);
  let next = base;
  return () => (base ? Promise.resolve(next++) : freePort());
}

/** Answers the status of GET url, 0 when nothing answers. */
const statusOf = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => 0,
  );

/** Waits until GET /readyz answers 200 (database and Redis reachable); throws with `output()` when it never does. */
async function healthy(url: string, child: ChildProcess, output: () => string) {
  const until = Date.now() + 90_000;
  while ((await statusOf(`${url}/readyz`)) !== 200) {
    if (Date.now() > until || child.exitCode !== null) {
      throw new Error(`${url} never became healthy:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One server process (`node --import tsx src/main.ts`), named by INSTANCE_NAME. */
export interface Instance {
  name: string;
  port: number;
  url: string;
  /** Starts (or starts again after a kill) the process, and waits until /readyz is 200. */
  start(): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
  output(): string;
}

export function serverProcess(name: string, port: number, env: Record<string, string>): Instance {
  let child: ChildProcess | undefined;
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `earshot-${name}-`));
  return {
    name,
    port,
    url,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH,
          PORT: String(port),
          GRPC_PORT: String(await freePort()),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          INSTANCE_NAME: name,
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await healthy(url, child, () => output);
    },
    async kill(signal) {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill(signal);
      await exited;
    },
    output: () => output,
  };
}

/** nginx as a child, from the repository's template, in front of `upstreams`. */
export async function nginxProcess(nginx: string, port: number, upstreams: number[]) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'earshot-nginx-'));
  // Workers run as an unprivileged user when nginx starts as root: they write temp files here.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'temp'));
  const conf = readFileSync(template, 'utf8')
    .replaceAll('${EARSHOT_LISTEN}', `127.0.0.1:${port}`)
    .replaceAll(
      '${EARSHOT_UPSTREAMS}',
      upstreams.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join('\n    '),
    );
  const confPath = path.join(prefix, 'nginx.conf');
  writeFileSync(confPath, conf);
  let output = '';
  const child = spawn(
    nginx,
    ['-p', prefix, '-c', confPath, '-e', 'stderr', '-g', 'daemon off; error_log stderr warn;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await healthy(url, child, () => output);
  return {
    url,
    output: () => output,
    accessLog: () => readFileSync(path.join(prefix, 'access.log'), 'utf8'),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
