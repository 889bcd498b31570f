// npm run bench:listening — the listening issue's targets: BENCH_CLIENTS (5,000) authenticated
// sessions on one earshot server (PostgreSQL), heartbeats every 15 s, next to a bare `ws` echo
// ceiling under the same client farm in the same run. BENCH_RUNS consecutive runs, each on a
// fresh database and fresh servers, each recorded and reported. BENCH_INSTANCES (1) server
// processes on the one database, behind nginx when more than one (echoes as well, for the
// ceiling), reported per instance and in total.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTask } from '../lib/children';
import { createBenchDatabase } from '../lib/database';
import { loadAverageLog } from '../lib/loadavg';
import { runSession, type Session } from '../lib/session';
import { exitCode } from '../lib/verdict';
import { measure, type Measurement } from './measure';
import { buildRecord, judge, updateReadme, writeRecord, type Recorded } from './report';
import { startTarget } from './target';
import type { Seeded } from './seed';
import { farmEnv, readSettings, type Settings } from './settings';

const SEED = new URL('./seed.ts', import.meta.url);
const EARSHOT = new URL('./earshot-monitored.ts', import.meta.url);
const BARE = new URL('./bare-echo.ts', import.meta.url);

/** One run: a fresh database and seed, the farm on the bare ceiling, then on earshot. */
async function oneRun(session: Session, settings: Settings, scratch: string): Promise<Recorded> {
  const load = loadAverageLog();
  load.mark('start');
  const database = await createBenchDatabase(settings.databaseUrl);
  session.onCleanup(() => database.drop());
  const tokensFile = path.join(scratch, 'tokens');

  console.error(`bench database ${database.name}; seeding ${settings.clients} users…`);
  const seeded = await runTask<Seeded>(
    'seed',
    SEED,
    {
      BENCH_DATABASE_URL: database.url,
      BENCH_USERS: String(settings.clients),
      BENCH_TOKENS_FILE: tokensFile,
    },
    { timeoutMs: 5 * 60_000 },
  );
  load.mark('seeded');
  const totalMs =
    (settings.clients / settings.rampBatch) * settings.rampMs +
    (settings.warmupRounds + settings.rounds) * settings.intervalMs +
    240_000;
  const measurements: Measurement[] = [];
  for (const [order, [name, entry, mode]] of (
    [
      ['bare', BARE, 'echo'],
      ['earshot', EARSHOT, 'earshot'],
    ] as const
  ).entries()) {
    const env = { BENCH_DATABASE_URL: database.url, BENCH_LOG_LEVEL: 'silent' };
    const target = await startTarget(name, entry, env, settings, scratch, order);
    console.error(`farm of ${settings.clients} clients on ${target.servers.length} × ${name}…`);
    try {
      measurements.push(
        await measure(
          target,
          farmEnv(settings, tokensFile, mode),
          settings.farms,
          totalMs,
          database,
        ),
      );
    } finally {
      await target.stop();
    }
    load.mark(name);
  }
  load.mark('end');
  await database.drop();
  const [bare, earshot] = measurements as [Measurement, Measurement];
  const judgement = judge(earshot, bare, settings);
  const record = buildRecord(settings, database.serverVersion, {
    loadAverage: load.summary(),
    seeded,
    measurements,
    judgement,
  });
  const file = writeRecord(record);
  console.table(
    measurements.map((m) => ({
      server: m.server,
      connected: m.farm.established,
      acked: `${m.farm.measuredAcked}/${m.farm.measuredSent}`,
      resets: m.farm.resets,
      refused: m.farm.refused,
      problems: m.farm.errors + m.farm.closes + m.farm.unexpected + m.farm.unanswered,
      'rss MB': m.rssMb.steadyMax,
      'ack p50': m.farm.ackMs.p50,
      'ack p99': m.farm.ackMs.p99,
      'ack max': m.farm.ackMs.max,
      'eld p99': m.eventLoopDelayMs.p99,
      'eld raw p99': m.eventLoopDelayMs.rawP99,
    })),
  );
  for (const m of measurements) {
    if (!m.instances) continue;
    console.table(
      m.instances.map((i) => ({
        instance: i.instance,
        connected: `${i.farm.established}/${i.farm.clients}`,
        acked: `${i.farm.measuredAcked}/${i.farm.measuredSent}`,
        resets: i.farm.resets,
        refused: i.farm.refused,
        'ack p99': i.farm.ackMs.p99,
        'eld p99': i.eventLoopDelayMs.p99,
        'rss MB': i.rssMb.steadyMax,
        cpu: i.cpu?.server,
      })),
    );
    console.error(`${m.server} nginx:`, JSON.stringify(m.nginx));
  }
  console.table(judgement.verdicts);
  for (const m of measurements)
    if (m.farm.problems.length) console.error(m.server, m.farm.problems);
  console.log(`ratios earshot/bare: ${JSON.stringify(judgement.ratios)}; recorded in ${file}`);
  if (!judgement.valid) console.error('INVALID: some connections or heartbeats failed');
  return { record, file };
}

await runSession(async (session) => {
  const settings = readSettings();
  const scratch = await mkdtemp(path.join(tmpdir(), 'earshot-bench-listening-'));
  session.onCleanup(() => rm(scratch, { recursive: true, force: true }));
  const runs: Recorded[] = [];
  for (let run = 1; run <= settings.runs; run += 1) {
    console.error(`run ${run} of ${settings.runs}`);
    runs.push(await oneRun(session, settings, scratch));
  }
  updateReadme(runs);
  // The worst run decides: invalid (2) over missed (1) over met (0).
  return Math.max(...runs.map((r) => exitCode(r.record.judgement)));
});
