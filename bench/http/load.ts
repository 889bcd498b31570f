import autocannon from 'autocannon';
import { startCpuWindow, type CpuUsage } from './cpu';

/** One request shape, aimed at any server. */
export interface Route {
  id: 'health' | 'listTracks';
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export const ROUTES: readonly Route[] = [
  { id: 'health', method: 'GET', path: '/healthz' },
  {
    id: 'listTracks',
    method: 'POST',
    path: '/rpc/earshot.catalog.v1.CatalogService/ListTracks',
    headers: { 'content-type': 'application/json' },
    body: '{"limit":20}',
  },
];

/** What one measured run produced; `bad` counts everything that must be zero. */
export interface Measurement {
  server: string;
  route: Route['id'];
  requestsPerSec: number;
  latencyMs: { mean: number; p50: number; p97_5: number; p99: number; max: number };
  totalRequests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
  bad: number;
  /** CPU during the measured window (% of one core), when /proc is there. */
  cpu?: CpuUsage;
  /** CPU time per request, in µs: robust to other load on the machine. */
  cpuUsPerRequest?: { server: number; postgres: number };
}

/** Warms the route up, then measures it; every response must equal `expectBody`. */
export async function measure(
  server: { name: string; baseUrl: string; pid: number },
  route: Route,
  load: {
    connections: number;
    warmupSeconds: number;
    durationSeconds: number;
    expectBody: string;
    database: string;
  },
): Promise<Measurement> {
  const options = {
    url: server.baseUrl + route.path,
    method: route.method,
    connections: load.connections,
    pipelining: 1,
    expectBody: load.expectBody,
    ...(route.headers ? { headers: route.headers } : {}),
    ...(route.body ? { body: route.body } : {}),
  };
  await autocannon({ ...options, duration: load.warmupSeconds });
  const stopCpu = startCpuWindow(server.pid, load.database);
  const r = await autocannon({ ...options, duration: load.durationSeconds });
  const cpu = stopCpu();
  const perRequest = (pct: number) =>
    Math.round((pct * 1e4 * r.duration) / Math.max(1, r.requests.total));
  // autocannon already counts timeouts among errors.
  const bad = r.errors + r.non2xx + r.mismatches;
  return {
    server: server.name,
    route: route.id,
    requestsPerSec: Math.round(r.requests.average),
    latencyMs: {
      mean: r.latency.average,
      p50: r.latency.p50,
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    totalRequests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    mismatches: r.mismatches,
    bad,
    ...(cpu
      ? {
          cpu,
          cpuUsPerRequest: { server: perRequest(cpu.server), postgres: perRequest(cpu.postgres) },
        }
      : {}),
  };
}
