// Child task: migrates the bench database (openDatabase), bulk-loads the data set by SQL, then
// runs the trending job once, timing computePeriod per period. Sends one TaskMessage.
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { createLogger } from '../../apps/server/src/logger';
import { createTrendingJob } from '../../apps/server/src/modules/catalog/trending/trending-job';
import {
  createTrendingJobRepo,
  type TrendingJobRepo,
} from '../../apps/server/src/modules/catalog/trending/trending-job.repo';
import { answerTask } from '../lib/children';
import { startCpuWindow } from '../lib/cpu';
import { ANALYZED_TABLES, datasetSteps } from './dataset';
import type { Prepared } from './prepared';
import type { DatasetSizes } from './settings';

const url = process.env.BENCH_DATABASE_URL ?? '';
const databaseName = process.env.BENCH_DATABASE_NAME ?? '';
const sizes = JSON.parse(process.env.BENCH_SIZES ?? '{}') as DatasetSizes;
const now = new Date(process.env.BENCH_NOW ?? '');
let database: Database | undefined;

type Period = Parameters<TrendingJobRepo['computePeriod']>[0];

const seconds = (since: number) => Math.round(performance.now() - since) / 1000;

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** How many tracks each period's all-genre snapshot ranks. */
async function rankedTracks(): Promise<Record<string, number>> {
  const client = await connect();
  try {
    const { rows } = await client.query<{ period: string; n: string }>(
      `select s.period, count(t.*) as n from trending_snapshots s
       left join trending_tracks t on t.snapshot_id = s.id where s.genre_id = 0 group by s.period`,
    );
    return Object.fromEntries(rows.map((r) => [r.period, Number(r.n)]));
  } finally {
    await client.end();
  }
}

async function load(): Promise<Prepared['dataset']> {
  const client = await connect();
  const started = performance.now();
  try {
    await client.query('begin');
    for (const step of datasetSteps(sizes, now)) {
      const t = performance.now();
      await client.query(step.sql);
      console.error(`  ${step.label}: ${seconds(t)} s`);
    }
    await client.query('commit');
    const t = performance.now();
    await client.query(`vacuum analyze ${ANALYZED_TABLES.join(', ')}`);
    console.error(`  vacuum analyze: ${seconds(t)} s`);
    const counts: Record<string, number> = {};
    for (const table of ANALYZED_TABLES) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
      counts[table] = Number(rows[0]?.n ?? 0);
    }
    const distinct = await client.query<{ n: string }>(
      'select count(distinct listener_id) as n from listens',
    );
    counts.listeners = Number(distinct.rows[0]?.n ?? 0);
    const size = await client.query<{ mb: string }>(
      'select pg_database_size(current_database()) / 1048576 as mb',
    );
    return {
      sizes,
      counts,
      databaseMB: Number(size.rows[0]?.mb ?? 0),
      buildSeconds: seconds(started),
    };
  } finally {
    await client.end();
  }
}

/** One run of the real trending job at `now`, with computePeriod timed per period. */
async function trendingJob(db: Database['db']): Promise<Prepared['trendingJob']> {
  const repo = createTrendingJobRepo(db);
  const periods: { period: Period; seconds: number; done: boolean }[] = [];
  const timed = {
    ...repo,
    async computePeriod(period: Period, at: Date) {
      const t = performance.now();
      const done = await repo.computePeriod(period, at);
      periods.push({ period, seconds: seconds(t), done });
      return done;
    },
  };
  const job = createTrendingJob({
    db,
    repo: timed,
    clock: { now: () => now },
    intervalSeconds: 300,
    log: createLogger('silent'),
  });
  const stopCpu = startCpuWindow(process.pid, databaseName);
  const started = performance.now();
  await job.runOnce();
  const totalSeconds = seconds(started);
  const cpu = stopCpu();
  const ranked = await rankedTracks();
  return {
    periods: periods.map((p) => ({ ...p, rankedTracks: ranked[p.period] ?? 0 })),
    totalSeconds,
    ...(cpu ? { cpu } : {}),
  };
}

async function main(): Promise<Prepared> {
  database = await openDatabase({ url });
  console.error('loading the data set…');
  const dataset = await load();
  console.error(`running the trending job once (now = ${now.toISOString()})…`);
  return { dataset, trendingJob: await trendingJob(database.db) };
}

answerTask(main);
// Stays up until the parent has the answer and lets go.
const stop = () => void (database?.close() ?? Promise.resolve()).finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('disconnect', stop);
