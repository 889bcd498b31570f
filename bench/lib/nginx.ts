import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const template = fileURLToPath(
  new URL('../../deploy/nginx/earshot.conf.template', import.meta.url),
);
const STARTUP_MS = 10_000;

/** How a bench sizes nginx for its clients: the deploy config's directives it overrides. */
export interface NginxSizing {
  /** Ports on 127.0.0.1 it listens on (one destination port holds ~28k clients from one address). */
  ports: number[];
  /** `host:port` of each instance. */
  upstreams: string[];
  workers: number;
  /** Open files per worker (`worker_rlimit_nofile`): each proxied socket costs two. */
  filesPerWorker: number;
}

/** nginx as a child of the bench, in front of the instances. */
export interface NginxProcess {
  ports: number[];
  /** Master and workers. */
  pids(): number[];
  /** The workers' open descriptors, each. */
  workerFiles(): number[];
  /** Its error log so far (the workers' refusals are there). */
  errors(): string;
  stop(): Promise<void>;
}

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`nginx template: "${from}" not found`);
  return text.replace(from, () => to);
}

/**
 * The repository's nginx config (deploy/nginx/earshot.conf.template: its proxy headers, upgrade
 * and timeouts as deployed), sized for a bench: workers, their files and connections, one
 * `reuseport` listener per port (the kernel spreads connections evenly over the workers, so no
 * worker runs out of connections first), and least_conn over the instances (sockets live for
 * hours: the instance holding fewest gets the next one).
 */
export function benchNginxConf(sizing: NginxSizing): string {
  let conf = readFileSync(template, 'utf8');
  conf = replaceOnce(
    conf,
    'worker_processes auto;',
    `worker_processes ${sizing.workers};\nworker_rlimit_nofile ${sizing.filesPerWorker};`,
  );
  // A few files per worker are not connections: its log files, its channel to the master.
  const connections = sizing.filesPerWorker - 64;
  conf = replaceOnce(conf, 'worker_connections 8192;', `worker_connections ${connections};`);
  conf = replaceOnce(
    conf,
    'listen ${EARSHOT_LISTEN};',
    sizing.ports.map((p) => `listen 127.0.0.1:${p} reuseport backlog=4096;`).join('\n    '),
  );
  conf = replaceOnce(
    conf,
    '${EARSHOT_UPSTREAMS}',
    ['least_conn;', ...sizing.upstreams.map((u) => `server ${u} max_fails=0;`)].join('\n    '),
  );
  return conf;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function openFiles(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return 0;
  }
}

/** Starts nginx (`daemon off`) with `benchNginxConf` under `scratch`; resolves once every port accepts. */
export async function startNginx(
  nginx: string,
  scratch: string,
  sizing: NginxSizing,
): Promise<NginxProcess> {
  const prefix = path.join(scratch, 'nginx');
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  // Workers run as an unprivileged user when nginx starts as root: they write temp files here.
  chmodSync(scratch, 0o755);
  chmodSync(prefix, 0o755);
  const confPath = path.join(prefix, 'nginx.conf');
  writeFileSync(confPath, benchNginxConf(sizing));
  let errors = '';
  const child = spawn(
    nginx,
    ['-p', prefix, '-c', confPath, '-e', 'stderr', '-g', 'daemon off; error_log stderr warn;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const master = child.pid ?? 0;
  // A fast stop if the bench dies first: the workers follow their master.
  const onExit = () => child.exitCode === null && child.kill('SIGTERM');
  process.on('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const until = Date.now() + STARTUP_MS;
  for (const port of sizing.ports) {
    while (!(await accepts(port))) {
      if (Date.now() > until || child.exitCode !== null) {
        await stop();
        throw new Error(`nginx did not listen on ${port}:\n${errors}`);
      }
      await sleep(100);
    }
  }
  let workers = childrenOf(master);
  return {
    ports: sizing.ports,
    pids: () => [master, ...workers],
    workerFiles: () => {
      workers = childrenOf(master);
      return workers.map(openFiles);
    },
    errors: () => errors,
    stop,
  };
}
