// npm run bench:soak — issue 16's day of listening, simulated: SOAK_LISTENERS (1,000) accounts
// through SOAK_HOURS (24) simulated hours on one earshot server (real code, PostgreSQL, the
// background jobs running) whose clock runs SOAK_SPEED (30) times real time. Samples the
// server every simulated hour, then checks the ledger, the credit, the cap and the EP history.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DAILY_CAP_MS } from '@earshot/domain';
import { spawnChild, startServer, runTask, type ChildServer } from '../lib/children';
import { createBenchDatabase } from '../lib/database';
import { DEFAULT_DATABASE_URL, positive } from '../lib/env';
import { loadAverageLog } from '../lib/loadavg';
import { runSession } from '../lib/session';
import { exitCode } from '../lib/verdict';
import { closingChecks } from './checks';
import { simTimeEnv, type SimTime } from './clock';
import type { FarmResult, SeenSession } from './farm';
import { judge, recordRun, type HourSample } from './report';
import type { SoakSeeded } from './seed';
import type { ServerSample } from './server';

const SEED = new URL('./seed.ts', import.meta.url);
const SERVER = new URL('./server.ts', import.meta.url);
const FARM = new URL('./farm.ts', import.meta.url);
const HOUR_MS = 3_600_000;

export interface SoakSettings {
  listeners: number;
  hours: number;
  speed: number;
  /** Share of listeners who sit through the whole day (they meet the daily cap). */
  heavyShare: number;
  /** The simulated start, hours after UTC midnight: the day crosses one midnight. */
  startHourUtc: number;
  /** DAILY_LISTENING_CAP_HOURS (the product's 16 unless a short run lowers it). */
  capHours: number;
  /** LISTENING_PROCESS_INTERVAL_SECONDS: real seconds, so 60 simulated at 60×. */
  processSeconds: number;
}

function readSettings(env = process.env): SoakSettings & { databaseUrl: string } {
  const speed = positive(env, 'SOAK_SPEED', 30);
  return {
    databaseUrl: env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    listeners: positive(env, 'SOAK_LISTENERS', 1000),
    hours: positive(env, 'SOAK_HOURS', 24),
    speed,
    heavyShare: Number(env.SOAK_HEAVY_SHARE ?? '0.05'),
    startHourUtc: positive(env, 'SOAK_START_HOUR', 4),
    capHours: positive(env, 'SOAK_CAP_HOURS', DAILY_CAP_MS / HOUR_MS),
    // The processor's default minute, in simulated time (at least the setting's 1 s floor).
    processSeconds: Math.max(1, Math.round(60 / speed)),
  };
}

function ask<T>(child: ChildServer['child'], message: object, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${key} answer`)), 30_000);
    const onMessage = (answer: Record<string, unknown>) => {
      if (!(key in answer)) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(answer[key] as T);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

/** Waits until every credit is paid (the processor's last runs). */
async function settled(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let i = 0; i < 240; i += 1) {
      const { rows } = await client.query<{ unpaid: string }>(
        'select count(*)::text as unpaid from listening_credits where ledger_entry_id is null',
      );
      if (rows[0]?.unpaid === '0') return true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return false;
  } finally {
    await client.end();
  }
}

async function commits(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit::text as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** The server's warnings and errors: how many of each message, and the first few lines. */
function serverLog(file: string) {
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const byMessage: Record<string, number> = {};
  for (const line of lines) {
    const { msg = '' } = JSON.parse(line) as { msg?: string };
    byMessage[msg] = (byMessage[msg] ?? 0) + 1;
  }
  return { byMessage, first: lines.slice(0, 5).map((l) => l.slice(0, 600)) };
}

await runSession(async (session) => {
  const settings = readSettings();
  const load = loadAverageLog();
  load.mark('start');
  const scratch = await mkdtemp(path.join(tmpdir(), 'earshot-bench-soak-'));
  session.onCleanup(() => rm(scratch, { recursive: true, force: true }));
  const database = await createBenchDatabase(settings.databaseUrl);
  session.onCleanup(() => database.drop());
  const tokensFile = path.join(scratch, 'tokens');
  const sessionsFile = path.join(scratch, 'sessions.json');
  const logFile = path.join(scratch, 'server.log');
  const midnight = Math.floor(Date.now() / 86_400_000) * 86_400_000;
  const startMs = midnight + settings.startHourUtc * HOUR_MS;
  const endMs = startMs + settings.hours * HOUR_MS;

  console.error(`bench database ${database.name}; seeding ${settings.listeners} listeners…`);
  const seeded = await runTask<SoakSeeded>(
    'seed',
    SEED,
    {
      BENCH_DATABASE_URL: database.url,
      SOAK_LISTENERS: String(settings.listeners),
      SOAK_TOKENS_FILE: tokensFile,
      SOAK_START_MS: String(startMs),
    },
    { timeoutMs: 5 * 60_000 },
  );
  // Simulated time starts a few real seconds from now, once the server is up.
  const time: SimTime = { epochMs: Date.now() + 10_000, startMs, speed: settings.speed };
  const server = await startServer('earshot', SERVER, {
    BENCH_DATABASE_URL: database.url,
    SOAK_PROCESS_SECONDS: String(settings.processSeconds),
    SOAK_CAP_HOURS: String(settings.capHours),
    SOAK_LOG_FILE: logFile,
    ...simTimeEnv(time),
  });
  const farm = spawnChild(FARM, {
    ...simTimeEnv(time),
    SOAK_END_MS: String(endMs),
    SOAK_WS_URL: `${server.baseUrl.replace(/^http/, 'ws')}/ws/listening`,
    SOAK_TOKENS_FILE: tokensFile,
    SOAK_SESSIONS_FILE: sessionsFile,
    SOAK_TRACK_SECONDS: seeded.tracks.map((t) => t.durationSeconds).join(','),
    SOAK_HEAVY_SHARE: String(settings.heavyShare),
  });
  const done = new Promise<FarmResult>((resolve, reject) => {
    farm.on('message', (message: { done?: FarmResult; error?: string }) => {
      if (message.error) reject(new Error(`farm: ${message.error}`));
      if (message.done) resolve(message.done);
    });
    farm.once('exit', (code) => reject(new Error(`farm exited (${code})`)));
  });
  console.error(
    `${settings.listeners} listeners, ${settings.hours} simulated hours at ${settings.speed}× ` +
      `(${Math.round((settings.hours * 3600) / settings.speed)} s)…`,
  );

  // Every simulated half hour from the first hour on, until half an hour before the end (the
  // end of the day closes every socket): the server's memory and handles, the farm's sockets.
  const samples: HourSample[] = [];
  let previousCommits = await commits(database.url);
  let previousAt = Date.now();
  for (let hour = 1; hour <= settings.hours - 0.5; hour += 0.5) {
    const dueAt = time.epochMs + (hour * HOUR_MS) / time.speed;
    await new Promise((r) => setTimeout(r, dueAt - Date.now()));
    const [server1, open, xacts] = await Promise.all([
      ask<ServerSample>(server.child, { sample: true }, 'sample'),
      ask<number>(farm, { open: true }, 'open'),
      commits(database.url),
    ]);
    const now = Date.now();
    const statementsPerSecond = Math.round((xacts - previousCommits) / ((now - previousAt) / 1000));
    previousCommits = xacts;
    previousAt = now;
    load.mark(`hour ${hour}`);
    samples.push({ hour, ...server1, farmSockets: open, statementsPerSecond });
    console.error(
      `hour ${hour}: rss ${server1.rssMb} MB, heap ${server1.heapUsedMb} MB, fds ${server1.fds} ` +
        `(${server1.socketFds} sockets; farm holds ${open}), handles ${server1.handles}, ` +
        `${statementsPerSecond} commits/s, load ${load.summary().max}`,
    );
  }
  const farmResult = await done;
  const paidUp = await settled(database.url);
  const tokens = new Map(
    readFileSync(tokensFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ') as [string, string]),
  );
  const seen = JSON.parse(readFileSync(sessionsFile, 'utf8')) as Record<string, SeenSession>;
  const { checks, figures } = await closingChecks({
    databaseUrl: database.url,
    baseUrl: server.baseUrl,
    tokens,
    farm: farmResult,
    seen,
    capMs: settings.capHours * HOUR_MS,
  });
  await server.stop();
  load.mark('end');
  await database.drop();
  const logged = serverLog(logFile);
  const judgement = judge(samples, checks, paidUp, farmResult.ackMs.p99 * settings.speed);
  const file = recordRun({
    settings,
    postgres: database.serverVersion,
    seeded: { users: seeded.users, tracks: seeded.tracks.length },
    loadAverage: load.summary(),
    samples,
    farm: { counts: farmResult.counts, ackMs: farmResult.ackMs, problems: farmResult.problems },
    figures,
    logged,
    checks,
    judgement,
  });
  console.table(checks.map(({ name, cases, failures }) => ({ name, cases, failures })));
  for (const c of checks) if (c.failures) console.error(c.name, c.examples);
  console.table(judgement.verdicts);
  console.error(farmResult.counts, farmResult.ackMs, farmResult.problems);
  console.error(logged);
  console.log(`figures ${JSON.stringify(figures)}; recorded in ${file}`);
  return exitCode(judgement);
});
