import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** Debian's Prometheus (`.ci/run` installs it); PROMETHEUS_PATH names another. */
export const PROMETHEUS_PATH = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';

/** Whether a real Prometheus is at hand; under CI=true its absence is a failure, not a skip. */
export function prometheusAvailable(): boolean {
  if (existsSync(PROMETHEUS_PATH)) return true;
  const message = `No Prometheus at ${PROMETHEUS_PATH}: the scrape test is skipped (apt-get install prometheus).`;
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(message);
  return false;
}

/** A real Prometheus scraping `target` (host:port) every second, with its query API. */
export interface Prometheus {
  /** The value of an instant query's first series, or undefined while it has none. */
  value(query: string): Promise<number | undefined>;
  /** Whether Prometheus parses and runs the query (an empty answer counts). */
  valid(query: string): Promise<boolean>;
  stop(): Promise<void>;
}

export async function startPrometheus(target: string, bearer?: string): Promise<Prometheus> {
  const dir = mkdtempSync(path.join(tmpdir(), 'earshot-prometheus-'));
  const auth = bearer ? `\n    authorization: { credentials: ${JSON.stringify(bearer)} }` : '';
  writeFileSync(
    path.join(dir, 'prometheus.yml'),
    `global: { scrape_interval: 1s, scrape_timeout: 1s }
scrape_configs:
  - job_name: earshot
    static_configs: [{ targets: [${JSON.stringify(target)}] }]${auth}
`,
  );
  const port = await freePort();
  const child: ChildProcess = spawn(
    PROMETHEUS_PATH,
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  );
  const api = `http://127.0.0.1:${port}`;
  return {
    async value(query) {
      const res = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(query)}`).catch(
        () => undefined,
      );
      if (!res?.ok) return undefined;
      const body = (await res.json()) as { data: { result: { value: [number, string] }[] } };
      const first = body.data.result[0];
      return first ? Number(first.value[1]) : undefined;
    },
    async valid(query) {
      const res = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(query)}`);
      return res.ok && ((await res.json()) as { status: string }).status === 'success';
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
