// npm run bench:http — earshot vs a bare node:http ceiling, on PostgreSQL, same box, same run.
import { startServer, type ChildServer } from '../lib/children';
import { createBenchDatabase } from '../lib/database';
import { measure, printMeasurements } from '../lib/load';
import { loadAverageLog } from '../lib/loadavg';
import { runSession } from '../lib/session';
import { exitCode } from '../lib/verdict';
import { judge } from './judge';
import { ROUTES, type Measurement, type Route, type RouteId } from './load';
import { updateReadme } from './readme';
import { buildRecord, writeRecord } from './record';
import { readSettings } from './settings';

const EARSHOT = new URL('../lib/earshot-server.ts', import.meta.url);
const BARE = new URL('./bare-server.ts', import.meta.url);

/** Asks earshot once for the route, so the bare server can answer the very same bytes. */
async function capture(server: ChildServer, route: Route): Promise<string> {
  const res = await fetch(server.baseUrl + route.path, {
    method: route.method,
    ...(route.headers ? { headers: route.headers } : {}),
    ...(route.body ? { body: route.body } : {}),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${route.id}: earshot answered ${res.status}: ${body}`);
  return body;
}

await runSession(async (session) => {
  const settings = readSettings();
  const load = loadAverageLog();
  load.mark('start');
  const database = await createBenchDatabase(settings.databaseUrl);
  session.onCleanup(() => database.drop());
  const earshotEnv = { BENCH_DATABASE_URL: database.url, BENCH_SEED: 'demo' };
  const earshot = await startServer('earshot', EARSHOT, earshotEnv);
  const [health, listTracks] = await Promise.all(ROUTES.map((route) => capture(earshot, route)));
  const bodies: Record<RouteId, string> = {
    health: health ?? '',
    listTracks: listTracks ?? '',
  };
  const bare = await startServer('bare', BARE, {
    BENCH_HEALTH_BODY: bodies.health,
    BENCH_LIST_BODY: bodies.listTracks,
  });
  const targets = [bare, earshot];
  if (settings.withInfoLog) {
    const env = { ...earshotEnv, BENCH_LOG_LEVEL: 'info' };
    targets.push(await startServer('earshot-info', EARSHOT, env));
  }

  const measurements: Measurement[] = [];
  for (const route of ROUTES) {
    for (const server of targets) {
      console.error(`measuring ${route.id} on ${server.name}…`);
      const loadSettings = { ...settings, database: database.name };
      measurements.push(
        await measure(server, route, loadSettings, { expectBody: bodies[route.id] }),
      );
      load.mark(`${route.id} ${server.name}`);
    }
  }

  const judgement = judge(measurements);
  const record = buildRecord(
    settings,
    database.serverVersion,
    load.summary(),
    measurements,
    judgement,
  );
  const file = writeRecord(record);
  updateReadme(record, file);
  printMeasurements(measurements);
  console.table(judgement.verdicts);
  console.log(`ratios earshot/bare: ${JSON.stringify(judgement.ratios)}; recorded in ${file}`);
  if (!judgement.valid)
    console.error('INVALID: some requests failed or answered an unexpected body');
  return exitCode(judgement);
});
