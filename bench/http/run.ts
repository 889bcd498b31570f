// npm run bench:http — earshot vs a bare node:http ceiling, on PostgreSQL, same box, same run.
import { killAllChildren, startServer, type ChildServer } from './children';
import { createBenchDatabase, type BenchDatabase } from './database';
import { judge } from './judge';
import { measure, ROUTES, type Measurement, type Route } from './load';
import { updateReadme } from './readme';
import { buildRecord, writeRecord } from './record';
import { readSettings } from './settings';

const settings = readSettings();
const servers: ChildServer[] = [];
let database: BenchDatabase | undefined;

async function cleanup() {
  await Promise.allSettled(servers.map((server) => server.stop()));
  await database?.drop();
}

// Whatever happens, no server outlives the run and the bench database is dropped.
process.on('exit', killAllChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

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

async function main(): Promise<number> {
  database = await createBenchDatabase(settings.databaseUrl);
  const start = (name: string, entry: string, env: Record<string, string>) =>
    startServer(name, entry, env).then((server) => (servers.push(server), server));
  const earshotEnv = { BENCH_DATABASE_URL: database.url };
  const earshot = await start('earshot', './earshot-server.ts', earshotEnv);
  const [health, listTracks] = await Promise.all(ROUTES.map((route) => capture(earshot, route)));
  const bodies: Record<Route['id'], string> = {
    health: health ?? '',
    listTracks: listTracks ?? '',
  };
  const bare = await start('bare', './bare-server.ts', {
    BENCH_HEALTH_BODY: bodies.health,
    BENCH_LIST_BODY: bodies.listTracks,
  });
  const targets = [bare, earshot];
  if (settings.withInfoLog) {
    targets.push(
      await start('earshot-info', './earshot-server.ts', {
        ...earshotEnv,
        BENCH_LOG_LEVEL: 'info',
      }),
    );
  }

  const measurements: Measurement[] = [];
  for (const route of ROUTES) {
    for (const server of targets) {
      console.error(`measuring ${route.id} on ${server.name}…`);
      const load = { ...settings, expectBody: bodies[route.id], database: database.name };
      measurements.push(await measure(server, route, load));
    }
  }

  const judgement = judge(measurements);
  const record = buildRecord(settings, database.serverVersion, measurements, judgement);
  const file = writeRecord(record);
  updateReadme(record, file);
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
  console.table(judgement.verdicts);
  console.log(`ratios earshot/bare: ${JSON.stringify(judgement.ratios)}; recorded in ${file}`);
  if (!judgement.valid)
    console.error('INVALID: some requests failed or answered an unexpected body');
  return !judgement.valid ? 2 : judgement.pass ? 0 : 1;
}

let code = 2;
try {
  code = await main();
} catch (err) {
  console.error(err);
} finally {
  await cleanup();
}
process.exit(code);
