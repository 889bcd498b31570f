import autocannon from 'autocannon';
import { startCpuWindow, type CpuUsage } from './cpu';
import { summarize, type Latency } from './latency';

/** One request shape, aimed at any server. */
export interface Route<Id extends string = string> {
  id: Id;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A server under load: its name, where it listens, and its pid (for CPU figures). */
export interface Target {
  name: string;
  baseUrl: string;
  pid: number;
}

/**
 * What each response must be: one fixed body, or a request picked at send time (a body to
 * POST, or a path to GET, and headers to add) with the body its answer must have.
 */
export type Expectation =
  | { expectBody: string }
  | {
      pick: () => {
        requestBody?: string;
        path?: string;
        headers?: Record<string, string>;
        expectBody: string;
      };
    };

/** How hard and how long to load, and which database's backends to watch. */
export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  database: string;
}

/** What one measured run produced; `bad` counts everything that must be zero. */
export interface Measurement<Id extends string = string> {
  server: string;
  route: Id;
  requestsPerSec: number;
  /** Every response's latency as the load generator saw it. */
  latencyMs: Latency;
  totalRequests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
  bad: number;
  /** CPU during the measured window (% of one core), when /proc is there. */
  cpu?: CpuUsage;
  /** CPU time per request (µs): the server process and the PostgreSQL backends. */
  cpuUsPerRequest?: { server: number; postgres: number };
}

type Options = Parameters<typeof autocannon>[0];

/** autocannon options for the route; a picked body is checked per response in `mismatched`. */
function optionsFor(server: Target, route: Route, load: LoadSettings, expect: Expectation) {
  const mismatched = { count: 0 };
  const base: Options = {
    url: server.baseUrl + route.path,
    method: route.method,
    connections: load.connections,
    pipelining: 1,
    ...(route.headers ? { headers: route.headers } : {}),
  };
  if ('expectBody' in expect) {
    const body = route.body ? { body: route.body } : {};
    return { options: { ...base, ...body, expectBody: expect.expectBody }, mismatched };
  }
  const request: autocannon.Request = {
    method: route.method,
    path: route.path,
    ...(route.headers ? { headers: route.headers } : {}),
    // With pipelining 1, a connection's context holds the request its next response answers.
    setupRequest: (req, context) => {
      const picked = expect.pick();
      context.expect = picked.expectBody;
      return {
        ...req,
        ...(picked.path ? { path: picked.path } : {}),
        ...(picked.headers ? { headers: { ...req.headers, ...picked.headers } } : {}),
        ...(picked.requestBody === undefined ? {} : { body: picked.requestBody }),
      };
    },
    onResponse: (status, body, context) => {
      if (status < 300 && body !== context.expect) mismatched.count++;
    },
  };
  return { options: { ...base, requests: [request] }, mismatched };
}

/** Warms the route up, then measures it; every response must be 2xx with the expected body. */
export async function measure<Id extends string>(
  server: Target,
  route: Route<Id>,
  load: LoadSettings,
  expect: Expectation,
): Promise<Measurement<Id>> {
  await autocannon({
    ...optionsFor(server, route, load, expect).options,
    duration: load.warmupSeconds,
  });
  const { options, mismatched } = optionsFor(server, route, load, expect);
  const samples: number[] = [];
  const stopCpu = startCpuWindow(server.pid, load.database);
  const r = await autocannon({ ...options, duration: load.durationSeconds }).on(
    'response',
    (_client, _status, _bytes, ms) => void samples.push(ms),
  );
  const cpu = stopCpu();
  const perRequest = (pct: number) =>
    Math.round((pct * 1e4 * r.duration) / Math.max(1, r.requests.total));
  const mismatches = r.mismatches + mismatched.count;
  // autocannon already counts timeouts among errors.
  const bad = r.errors + r.non2xx + mismatches;
  return {
    server: server.name,
    route: route.id,
    requestsPerSec: Math.round(r.requests.average),
    latencyMs: summarize(samples),
    totalRequests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    mismatches,
    bad,
    ...(cpu
      ? {
          cpu,
          cpuUsPerRequest: { server: perRequest(cpu.server), postgres: perRequest(cpu.postgres) },
        }
      : {}),
  };
}

/** Prints measurements as one table: throughput, latency, failures and CPU per request. */
export function printMeasurements(measurements: Measurement[]) {
  console.table(
    measurements.map((m) => ({
      route: m.route,
      server: m.server,
      'req/s': m.requestsPerSec,
      ...m.latencyMs,
      failed: m.bad,
      'server µs/req': m.cpuUsPerRequest?.server,
      'pg µs/req': m.cpuUsPerRequest?.postgres,
      'other %': m.cpu && Math.round((m.cpu.other / m.cpu.capacity) * 100),
    })),
  );
}
