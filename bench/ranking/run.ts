// npm run bench:ranking — issue 15's leaderboard targets on PostgreSQL: BENCH_USERS
// (1,000,000) users with ledger history; the snapshot refresh time; GetLeaderboard (top 100) and
// GetUserRank ('near me') through the real server under BENCH_CONNECTIONS (50) concurrent
// clients; beside the naive queries (ORDER BY … LIMIT 100, COUNT(*) WHERE points >) in the same
// run. Validate at small scale first: BENCH_USERS=2000 BENCH_SECONDS=3.
import { writeFileSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/server/src/db/client';
import { systemClock } from '../../apps/server/src/clock';
import { createLogger } from '../../apps/server/src/logger';
import { buildServer } from '../../apps/server/src/server';
import { createEarning } from '../../apps/server/src/services';
import { createBenchDatabase } from '../lib/database';
import { summarize, type Latency } from '../lib/latency';
import { seedLedger, SIGNED_IN_USERS } from './seed';

const users = Number(process.env.BENCH_USERS ?? 1_000_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `call` from `connections` loops for `seconds`; answers every call's latency. */
async function load(call: (i: number) => Promise<void>): Promise<Latency & { calls: number }> {
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await call(n++);
        samples.push(performance.now() - started);
      }
    }),
  );
  return { ...summarize(samples), calls: samples.length };
}

const bench = await createBenchDatabase(adminUrl);
const database = await openDatabase({ url: bench.url });
try {
  let started = performance.now();
  await seedLedger(database.db, users);
  const seedSeconds = (performance.now() - started) / 1000;
  console.error(`seeded ${users} users in ${seedSeconds.toFixed(1)} s`);

  const { ranking } = createEarning(database.db, systemClock);
  started = performance.now();
  await ranking.refreshAll();
  const refreshSeconds = (performance.now() - started) / 1000;
  console.error(`snapshot refresh (3 periods) ${refreshSeconds.toFixed(2)} s`);

  const server = await buildServer({
    config: {},
    database,
    logger: createLogger('silent'),
    mediaDir: '/nonexistent-media-dir',
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/rpc/`;
  const post = async (method: string, body: unknown, token?: string) => {
    const res = await fetch(base + method, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method}: HTTP ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  const signedIn = Math.min(users, SIGNED_IN_USERS);
  const leaderboard = await load(() =>
    post('earshot.ranking.v1.RankingService/GetLeaderboard', { limit: 100 }),
  );
  const userRank = await load((i) =>
    post(
      'earshot.ranking.v1.RankingService/GetUserRank',
      {},
      `bench-token-${String((i % signedIn) + 1).padStart(12, '0')}`,
    ),
  );
  await server.stop();

  const totals = sql`(select user_id, sum(amount_milli_ep) filter (where amount_milli_ep > 0) as points
    from ledger_entries group by user_id)`;
  const naiveTop = await load(async () => {
    await queryRows(database.db, sql`select * from ${totals} t order by points desc limit 100`);
  });
  const naiveRank = await load(async (i) => {
    await queryRows(
      database.db,
      sql`select count(*) from ${totals} t where points > (
        select sum(amount_milli_ep) from ledger_entries
        where user_id = ${'c' + ((i % signedIn) + 1).toString(16).padStart(24, '0')})`,
    );
  });

  const record = {
    at: new Date().toISOString(),
    users,
    connections,
    seconds,
    seedSeconds,
    refreshSeconds,
    targets: { leaderboardP95Ms: 10, userRankP95Ms: 20, refreshSeconds: 5 },
    rows: { leaderboard, userRank, naiveTop, naiveRank },
  };
  console.table(
    Object.entries(record.rows).map(([name, r]) => ({
      name,
      calls: r.calls,
      p50: r.p50,
      p95: r.p95,
      p99: r.p99,
    })),
  );
  if (process.env.BENCH_RECORD === '1') {
    const dir = new URL('../results/', import.meta.url);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      new URL(`ranking-${record.at.slice(0, 10)}.json`, dir),
      JSON.stringify(record, null, 2),
    );
  }
} finally {
  await database.close();
  await bench.drop();
}
