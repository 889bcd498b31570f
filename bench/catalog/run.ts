// npm run bench:catalog — the catalogue issue's targets on PostgreSQL with a bulk data set,
// each RPC (Connect GET and POST, no shared answers by default) and the audio route next to a
// bare node:http ceiling measured in the same run.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTask, startServer, type ChildServer } from '../lib/children';
import { createBenchDatabase } from '../lib/database';
import { measure, printMeasurements, type Expectation } from '../lib/load';
import { loadAverageLog } from '../lib/loadavg';
import { runSession } from '../lib/session';
import { exitCode } from '../lib/verdict';
import { audioWindow, summarizeAudio, writeWav, type AudioWindow } from './audio';
import { judge } from './judge';
import type { Prepared } from './prepared';
import { updateReadme } from './readme';
import { buildRecord, writeRecord } from './record';
import {
  AUDIO_REL_PATH,
  connectGetPath,
  ROUTES,
  trackIds,
  type BareAnswers,
  type Measurement,
  type Route,
} from './routes';
import { readSettings } from './settings';

const PREPARE = new URL('./prepare.ts', import.meta.url);
const EARSHOT = new URL('../lib/earshot-server.ts', import.meta.url);
const BARE = new URL('./bare-server.ts', import.meta.url);

/** Asks earshot once, so the bare server can answer the very same bytes. */
async function capture(server: ChildServer, route: Route, body = route.body): Promise<string> {
  const res = await fetch(server.baseUrl + route.path, {
    method: route.method,
    ...(route.headers ? { headers: route.headers } : {}),
    ...(body ? { body } : {}),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${route.id}: earshot answered ${res.status}: ${text}`);
  return text;
}

/** GetTrack's answer for each id, a few requests at a time. */
async function captureTracks(server: ChildServer, route: Route, ids: number[]) {
  const bodies: Record<string, string> = {};
  for (let i = 0; i < ids.length; i += 20) {
    const batch = ids.slice(i, i + 20);
    const answers = await Promise.all(
      batch.map((id) => capture(server, route, JSON.stringify({ trackId: id }))),
    );
    batch.forEach((id, j) => (bodies[id] = answers[j] ?? ''));
  }
  return bodies;
}

await runSession(async (session) => {
  const settings = readSettings();
  const load = loadAverageLog();
  load.mark('start');
  const database = await createBenchDatabase(settings.databaseUrl);
  session.onCleanup(() => database.drop());
  const scratch = await mkdtemp(path.join(tmpdir(), 'earshot-bench-catalog-'));
  session.onCleanup(() => rm(scratch, { recursive: true, force: true }));

  console.error(`bench database ${database.name}; building the data set…`);
  const prepared = await runTask<Prepared>(
    'prepare',
    PREPARE,
    {
      BENCH_DATABASE_URL: database.url,
      BENCH_DATABASE_NAME: database.name,
      BENCH_SIZES: JSON.stringify(settings.sizes),
      BENCH_NOW: new Date().toISOString(),
    },
    { timeoutMs: 15 * 60_000 },
  );
  load.mark('data set and trending job');

  const mediaDir = path.join(scratch, 'media');
  const wav = writeWav(path.join(mediaDir, AUDIO_REL_PATH), settings.audio.megabytes);
  const env = {
    BENCH_DATABASE_URL: database.url,
    BENCH_MEDIA_DIR: mediaDir,
    BENCH_CATALOG_CACHE_MS: String(settings.catalogCacheMs),
  };
  const earshot = await startServer('earshot', EARSHOT, env);
  const route = (id: Route['id']) => ROUTES.find((r) => r.id === id)!;
  const getTrack = route('getTrackPost');
  const ids = trackIds(settings.getTrackIds, settings.sizes.tracks);
  const trackBodies = await captureTracks(earshot, getTrack, ids);
  // Each fixed call asked both ways; Connect answers GET and POST with the same bytes.
  const fixedIds = ['listTracks', 'listTracksPost', 'trending', 'trendingPost'] as const;
  const fixed = Object.fromEntries(
    await Promise.all(fixedIds.map(async (id) => [id, await capture(earshot, route(id))])),
  ) as Record<(typeof fixedIds)[number], string>;
  if (fixed.listTracks !== fixed.listTracksPost || fixed.trending !== fixed.trendingPost) {
    throw new Error('earshot answered GET and POST differently');
  }
  if (!fixed.trending.includes('"rank"')) throw new Error('GetTrendingTracks answered no ranking');
  const answers: BareAnswers = {
    fixed: Object.fromEntries(fixedIds.map((id) => [route(id).path, fixed[id]])),
    getTrack: { path: getTrack.path, bodies: trackBodies },
    media: {
      path: `/media/${AUDIO_REL_PATH}`,
      file: path.join(mediaDir, AUDIO_REL_PATH),
      readBuffer: settings.audio.bareReadBuffer,
    },
  };
  const answersFile = path.join(scratch, 'bare-answers.json');
  await writeFile(answersFile, JSON.stringify(answers));
  const bare = await startServer('bare', BARE, { BENCH_BARE_ANSWERS: answersFile });

  const requests = ids.map((id) => {
    const message = JSON.stringify({ trackId: id });
    return { message, expectBody: trackBodies[id] ?? '' };
  });
  const anyRequest = () => requests[Math.floor(Math.random() * requests.length)]!;
  const expectation: Record<Route['id'], Expectation> = {
    getTrack: {
      pick: () => {
        const { message, expectBody } = anyRequest();
        return { path: connectGetPath('GetTrack', message), expectBody };
      },
    },
    getTrackPost: {
      pick: () => {
        const { message, expectBody } = anyRequest();
        return { requestBody: message, expectBody };
      },
    },
    listTracks: { expectBody: fixed.listTracks },
    listTracksPost: { expectBody: fixed.listTracks },
    trending: { expectBody: fixed.trending },
    trendingPost: { expectBody: fixed.trending },
  };
  const loadSettings = { ...settings, database: database.name };
  const measurements: Measurement[] = [];
  for (const row of ROUTES) {
    for (const server of [bare, earshot]) {
      console.error(`measuring ${row.id} on ${server.name}…`);
      measurements.push(await measure(server, row, loadSettings, expectation[row.id]));
      load.mark(`${row.id} ${server.name}`);
    }
  }
  // Alternating rounds, so a change in the machine's other load hits both servers alike.
  const windows: AudioWindow[] = [];
  for (let round = 1; round <= settings.audio.rounds; round++) {
    for (const server of [bare, earshot]) {
      console.error(`measuring full-file audio on ${server.name} (round ${round})…`);
      const audioLoad = {
        ...loadSettings,
        connections: settings.audio.connections,
        warmupSeconds: round === 1 ? settings.warmupSeconds : 0,
        durationSeconds: settings.durationSeconds / settings.audio.rounds,
      };
      windows.push(await audioWindow(server, answers.media.path, audioLoad, wav));
      load.mark(`audio ${server.name} round ${round}`);
    }
  }
  const audio = [summarizeAudio('bare', windows), summarizeAudio('earshot', windows)];

  const judgement = judge(measurements, audio, prepared.trendingJob);
  const record = buildRecord(settings, database.serverVersion, {
    loadAverage: load.summary(),
    dataset: prepared.dataset,
    trendingJob: prepared.trendingJob,
    measurements,
    audio,
    audioFileBytes: wav.size,
    judgement,
  });
  const file = writeRecord(record);
  updateReadme(record, file);
  printMeasurements(measurements);
  console.table(
    audio.map(({ cpu: _cpu, ...a }) => ({ ...a, secondsPerFile: a.secondsPerFile.mean })),
  );
  console.table(prepared.trendingJob.periods);
  console.table(judgement.verdicts);
  console.log(`ratios earshot/bare: ${JSON.stringify(judgement.ratios)}; recorded in ${file}`);
  if (!judgement.valid)
    console.error('INVALID: some requests failed or the trending job did not run');
  return exitCode(judgement);
});
