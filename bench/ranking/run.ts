// npm run bench:ranking — issue 15's leaderboard targets on PostgreSQL: BENCH_USERS
// (1,000,000) users with ledger history; the snapshot refresh of the three periods, timed twice
// (the first, and one that also drops a previous snapshot), with its CPU; GetLeaderboard (top
// 100) and GetUserRank ('near me') through the real server in a process of its own under
// BENCH_CONNECTIONS (50) autocannon connections, with CPU per request; beside the naive queries
// (ORDER BY … LIMIT 100, COUNT(*) WHERE points >) in the same run. A full-size run is recorded
// in results/ranking-<stamp>-<sha>.json. Validate at small scale first: BENCH_USERS=2000
// BENCH_SECONDS=3.
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/server/src/db/client';
import { systemClock } from '../../apps/server/src/clock';
import { createEarning } from '../../apps/server/src/services';
import { startServer } from '../lib/children';
import { startCpuWindow, type CpuUsage } from '../lib/cpu';
import { createBenchDatabase } from '../lib/database';
import { DEFAULT_DATABASE_URL, positive } from '../lib/env';
import { summarize } from '../lib/latency';
import { measure, printMeasurements, type Measurement } from '../lib/load';
import { loadAverageLog } from '../lib/loadavg';
import { provenance } from '../lib/provenance';
import { writeRecord } from '../lib/record';
import { runSession } from '../lib/session';
import { exitCode, type Verdict } from '../lib/verdict';
import { seedLedger, SIGNED_IN_USERS } from './seed';

const FULL_SIZE = 1_000_000;
const TARGETS = { leaderboardP95Ms: 10, userRankP95Ms: 20, refreshSeconds: 5 };
const EARSHOT = new URL('../lib/earshot-server.ts', import.meta.url);
const RPC = '/rpc/earshot.ranking.v1.RankingService/';

const settings = {
  users: positive(process.env, 'BENCH_USERS', FULL_SIZE),
  connections: positive(process.env, 'BENCH_CONNECTIONS', 50),
  durationSeconds: positive(process.env, 'BENCH_SECONDS', 10),
  warmupSeconds: 2,
  databaseUrl: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
};

const token = (n: number) => `bench-token-${String(n).padStart(12, '0')}`;
const userId = (n: number) => 'c' + n.toString(16).padStart(24, '0');

async function post(baseUrl: string, method: string, body: string, auth?: string) {
  const res = await fetch(baseUrl + RPC + method, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    body,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method}: earshot answered ${res.status}: ${text}`);
  return text;
}

await runSession(async (session) => {
  const load = loadAverageLog();
  load.mark('start');
  const bench = await createBenchDatabase(settings.databaseUrl);
  session.onCleanup(() => bench.drop());
  const database = await openDatabase({ url: bench.url });
  session.onCleanup(() => database.close());

  let started = performance.now();
  await seedLedger(database.db, settings.users);
  const seedSeconds = (performance.now() - started) / 1000;
  console.error(`seeded ${settings.users} users in ${seedSeconds.toFixed(1)} s`);

  // The rank job's work, in this process: its CPU and the PostgreSQL backends'.
  const { ranking } = createEarning(database.db, systemClock);
  const refreshes: { seconds: number; cpu?: CpuUsage }[] = [];
  for (const label of ['refresh (first)', 'refresh (dropping the previous)']) {
    load.mark(label);
    const stopCpu = startCpuWindow(process.pid, bench.name);
    started = performance.now();
    await ranking.refreshAll();
    const seconds = (performance.now() - started) / 1000;
    const cpu = stopCpu();
    refreshes.push({ seconds, ...(cpu ? { cpu } : {}) });
    console.error(`${label} of the 3 periods: ${seconds.toFixed(2)} s`);
  }

  // The server in a process of its own, its jobs not started: no refresh in the measured
  // windows; it reads the snapshots just computed.
  const earshot = await startServer('earshot', EARSHOT, { BENCH_DATABASE_URL: bench.url });

  const signedIn = Math.min(settings.users, SIGNED_IN_USERS);
  const measurements: Measurement[] = [];
  const loadSettings = { ...settings, database: bench.name };
  const top = '{"limit":100}';
  load.mark('GetLeaderboard');
  console.error('measuring GetLeaderboard (top 100)…');
  measurements.push(
    await measure(
      earshot,
      {
        id: 'getLeaderboard',
        method: 'POST',
        path: `${RPC}GetLeaderboard`,
        headers: { 'content-type': 'application/json' },
        body: top,
      },
      loadSettings,
      { expectBody: await post(earshot.baseUrl, 'GetLeaderboard', top) },
    ),
  );
  // Every signed-in user's answer, asked once, so each measured one can be compared.
  const expected: { auth: string; body: string }[] = [];
  for (let n = 1; n <= signedIn; n++) {
    const auth = `Bearer ${token(n)}`;
    expected.push({ auth, body: await post(earshot.baseUrl, 'GetUserRank', '{}', auth) });
  }
  let next = 0;
  load.mark('GetUserRank');
  console.error("measuring GetUserRank ('near me')…");
  measurements.push(
    await measure(
      earshot,
      {
        id: 'getUserRank',
        method: 'POST',
        path: `${RPC}GetUserRank`,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      },
      loadSettings,
      {
        pick: () => {
          const one = expected[next++ % expected.length]!;
          return { requestBody: '{}', headers: { authorization: one.auth }, expectBody: one.body };
        },
      },
    ),
  );
  await earshot.stop();

  // The floor: what the board costs without snapshots, from this process's pool.
  const totals = sql`(select user_id, sum(amount_milli_ep) filter (where amount_milli_ep > 0) as points
    from ledger_entries group by user_id)`;
  const naive = async (label: string, query: (i: number) => Promise<unknown>) => {
    load.mark(label);
    const samples: number[] = [];
    const stopCpu = startCpuWindow(process.pid, bench.name);
    const windowStart = performance.now();
    const until = windowStart + settings.durationSeconds * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: settings.connections }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          await query(n++);
          samples.push(performance.now() - t0);
        }
      }),
    );
    const cpu = stopCpu();
    const elapsed = (performance.now() - windowStart) / 1000;
    const perQuery = (pct: number) => Math.round((pct * 1e4 * elapsed) / samples.length);
    return {
      query: label,
      calls: samples.length,
      latencyMs: summarize(samples),
      ...(cpu ? { cpu, cpuUsPerQuery: { postgres: perQuery(cpu.postgres) } } : {}),
    };
  };
  const floors = [
    await naive('naive top 100', () =>
      queryRows(database.db, sql`select * from ${totals} t order by points desc limit 100`),
    ),
    await naive('naive rank', (i) =>
      queryRows(
        database.db,
        sql`select count(*) from ${totals} t where points > (
          select sum(amount_milli_ep) from ledger_entries where user_id = ${userId((i % signedIn) + 1)})`,
      ),
    ),
  ];
  load.mark('end');

  const refreshSeconds = Math.max(...refreshes.map((r) => r.seconds));
  const p95 = (id: string) => measurements.find((m) => m.route === id)!.latencyMs.p95;
  const verdicts: Verdict[] = [
    {
      target: 'snapshot refresh, 3 periods (slower of two)',
      required: `≤ ${TARGETS.refreshSeconds} s`,
      measured: `${refreshSeconds.toFixed(1)} s`,
      pass: refreshSeconds <= TARGETS.refreshSeconds,
    },
    {
      target: 'GetLeaderboard top 100 p95',
      required: `≤ ${TARGETS.leaderboardP95Ms} ms`,
      measured: `${p95('getLeaderboard')} ms`,
      pass: p95('getLeaderboard') <= TARGETS.leaderboardP95Ms,
    },
    {
      target: "GetUserRank 'near me' p95",
      required: `≤ ${TARGETS.userRankP95Ms} ms`,
      measured: `${p95('getUserRank')} ms`,
      pass: p95('getUserRank') <= TARGETS.userRankP95Ms,
    },
  ];
  const valid = measurements.every((m) => m.bad === 0);
  const judgement = { valid, pass: valid && verdicts.every((v) => v.pass) };
  printMeasurements(measurements);
  console.table(
    floors.map((f) => ({
      query: f.query,
      calls: f.calls,
      p50: f.latencyMs.p50,
      p95: f.latencyMs.p95,
      'pg µs/query': f.cpuUsPerQuery?.postgres,
    })),
  );
  console.table(verdicts);
  const loadAverage = load.summary();
  console.error(`load average (1 min) ${loadAverage.min}–${loadAverage.max}`);
  if (settings.users === FULL_SIZE) {
    const recorded = { ...settings, databaseUrl: undefined };
    const record = {
      ...provenance(bench.serverVersion),
      settings: recorded,
      seedSeconds,
      refreshes,
      targets: TARGETS,
      measurements,
      floors,
      verdicts,
      judgement,
      loadAverage,
    };
    console.log(`recorded in ${writeRecord('ranking', record)}`);
  } else {
    console.log(`not recorded: ${settings.users} users, not the issue's ${FULL_SIZE}`);
  }
  return exitCode(judgement);
});
