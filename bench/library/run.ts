// npm run bench:library — issue 13's benchmark: ListUserFavorites (first page of 50) for a
// user with 10,000 favourites and GetPlaylistTracks of a 1,000-track own playlist, on
// PostgreSQL, as the web calls them (Connect GET) and by POST, with the CPU per request.
import { startServer } from '../lib/children';
import { loadAverageLog } from '../lib/loadavg';
import { createBenchDatabase } from '../lib/database';
import { measure, printMeasurements, type Measurement, type Route } from '../lib/load';
import { provenance } from '../lib/provenance';
import { writeRecord } from '../lib/record';
import { runSession } from '../lib/session';
import { exitCode, type Verdict } from '../lib/verdict';
import { loadDataset } from './dataset';
import { FULL_SIZE, readSettings, TARGETS } from './settings';

const EARSHOT = new URL('../lib/earshot-server.ts', import.meta.url);
const RPC = '/rpc/earshot.library.v1.LibraryService/';

function routes(token: string, playlistId: string): Route[] {
  const auth = { authorization: `Bearer ${token}` };
  const calls = [
    {
      id: 'listUserFavorites',
      method: 'ListUserFavorites',
      body: '{"itemType":"FAVORITE_ITEM_TYPE_TRACK"}',
    },
    { id: 'getPlaylistTracks', method: 'GetPlaylistTracks', body: JSON.stringify({ playlistId }) },
  ];
  return calls.flatMap((call): Route[] => [
    {
      id: call.id,
      method: 'GET',
      path: `${RPC}${call.method}?connect=v1&encoding=json&message=${encodeURIComponent(call.body)}`,
      headers: auth,
    },
    {
      id: `${call.id}Post`,
      method: 'POST',
      path: `${RPC}${call.method}`,
      headers: { ...auth, 'content-type': 'application/json' },
      body: call.body,
    },
  ]);
}

/** Asks once, so every measured answer can be compared with it. */
async function capture(baseUrl: string, route: Route): Promise<string> {
  const res = await fetch(baseUrl + route.path, {
    method: route.method,
    ...(route.headers ? { headers: route.headers } : {}),
    ...(route.body ? { body: route.body } : {}),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${route.id}: earshot answered ${res.status}: ${text}`);
  return text;
}

await runSession(async (session) => {
  const settings = readSettings();
  const loadAverage = loadAverageLog();
  loadAverage.mark('start');
  const database = await createBenchDatabase(settings.databaseUrl);
  session.onCleanup(() => database.drop());
  console.error(`bench database ${database.name}; loading ${settings.favorites} favourites…`);
  const member = await loadDataset(database.url, settings);
  const earshot = await startServer('earshot', EARSHOT, { BENCH_DATABASE_URL: database.url });

  const measurements: Measurement[] = [];
  const capacity: Measurement[] = [];
  for (const route of routes(member.token, member.playlistId)) {
    const expectBody = await capture(earshot.baseUrl, route);
    if (route.id.startsWith('getPlaylistTracks') && !expectBody.includes('"isOwner":true')) {
      throw new Error('GetPlaylistTracks did not answer the owner');
    }
    const load = { ...settings, database: database.name };
    console.error(`measuring ${route.id} (${settings.connections} at once, judged)…`);
    measurements.push(await measure(earshot, route, load, { expectBody }));
    loadAverage.mark(route.id);
    const many = { ...load, connections: settings.capacityConnections };
    console.error(`measuring ${route.id} (${many.connections} at once, capacity)…`);
    capacity.push(await measure(earshot, route, many, { expectBody }));
    loadAverage.mark(`${route.id} capacity`);
  }
  // A shared machine disturbs latency and req/s far more than CPU per request: say how busy it was.
  const loadSummary = loadAverage.summary();
  console.log(`load average (1 min) ${loadSummary.min}–${loadSummary.max} during the run`);

  const valid = [...measurements, ...capacity].every((m) => m.bad === 0);
  const verdicts: Verdict[] = measurements.map((m) => ({
    target: `${m.route} p99`,
    required: `≤ ${TARGETS.p99MaxMs} ms`,
    measured: `${m.latencyMs.p99} ms`,
    pass: m.latencyMs.p99 <= TARGETS.p99MaxMs,
  }));
  const judgement = { valid, pass: valid && verdicts.every((v) => v.pass) };
  console.log(`judged: ${settings.connections} at once`);
  printMeasurements(measurements);
  console.log(`capacity, not judged: ${settings.capacityConnections} at once`);
  printMeasurements(capacity);
  console.table(verdicts);
  const fullSize =
    settings.favorites === FULL_SIZE.favorites &&
    settings.playlistTracks === FULL_SIZE.playlistTracks;
  if (fullSize) {
    const record = {
      ...provenance(database.serverVersion),
      settings,
      loadAverage: loadSummary,
      measurements,
      capacity,
      verdicts,
      judgement,
    };
    console.log(`recorded in ${writeRecord('library', record)}`);
  } else {
    console.log(
      'not recorded: the data set is not the issue’s size (10,000 favourites, 1,000 tracks)',
    );
  }
  if (!valid) console.error('INVALID: some requests failed or answered differently');
  return exitCode(judgement);
});
