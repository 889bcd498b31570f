import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached read (~1 ms) to a slow statement (10 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];
/** Seconds; jobs run from milliseconds (ranking) to minutes (a large import). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300];

/** How a periodic job's tick ended: ran, failed, or found its interval claimed elsewhere. */
export type JobOutcome = 'ok' | 'failed' | 'skipped';

/** Told of every run of a periodic job (see jobs/periodic.ts). */
export type JobObserver = (job: string, outcome: JobOutcome, seconds: number) => void;

/**
 * One instance's figures in the Prometheus text format (`GET /metrics`): one registry per
 * server, not prom-client's global one, so tests that build several servers in one process
 * count each on its own. Names follow Prometheus's conventions (`_total`, `_seconds`).
 */
export function createMetrics() {
  const registry = new Registry();
  // Process CPU and memory, GC, handles, and the event loop's delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const http = new Histogram({
    name: 'earshot_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, and how long they took',
    labelNames: ['route', 'method', 'status'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const rpc = new Histogram({
    name: 'earshot_rpc_duration_seconds',
    help: 'RPC calls (Connect, gRPC-Web and native gRPC) by method and result code',
    labelNames: ['method', 'code'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const jobs = new Histogram({
    name: 'earshot_job_run_duration_seconds',
    help: 'Runs of the background jobs by job and outcome (skipped: another instance ran it)',
    labelNames: ['job', 'outcome'],
    buckets: JOB_BUCKETS,
    registers,
  });
  const epCredited = new Counter({
    name: 'earshot_ep_credited_total',
    help: 'EP appended to the ledger for listening by this instance’s processor runs',
    registers,
  });
  return {
    registry,
    /** A finished HTTP request; `route` is the route's pattern, never the raw path. */
    httpRequest(route: string, method: string, status: number, seconds: number) {
      http.observe({ route, method, status: String(status) }, seconds);
    },
    /** A finished RPC; `code` is the Connect code's name (`ok` when it succeeded). */
    rpcCall(method: string, code: string, seconds: number) {
      rpc.observe({ method, code }, seconds);
    },
    jobRun: ((job, outcome, seconds) => jobs.observe({ job, outcome }, seconds)) as JobObserver,
    /** Listening paid into the ledger, in thousandths of an EP (the ledger's unit). */
    epCredited(milliEp: number) {
      if (milliEp > 0) epCredited.inc(milliEp / 1000);
    },
    /** A figure read when scraped (sockets open, pool connections). */
    gauge(name: string, help: string, read: () => number) {
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
