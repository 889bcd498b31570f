import { OperatorService } from '@earshot/contract/operator/v1/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { browser, codeIn, PASSWORD } from '~/test/accounts';
import { portSource, serverProcess, type Instance } from '~/test/cluster';
import { openListeningSocket, type ListeningSocket } from '~/test/listening-socket';
import { rpcClient } from '~/test/rpc-client';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';
import { COMMAND_LINE } from './audit-log';
import { createGrants } from './grants';

// The overview lists every live instance with its listeners (ADR 0028): two real server
// processes (src/main.ts, their jobs running) on one PostgreSQL, a listener on each. PGlite
// belongs to one process, so this needs DATABASE_URL.
const HEARTBEAT_SECONDS = 0.5;

describe.skipIf(!process.env.DATABASE_URL)('the overview of two instances', () => {
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;
  const sockets: ListeningSocket[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    await insertCatalog(database.db, {
      artists: [artistRow({ id: 1 })],
      tracks: [trackRow({ id: 1, artistId: 1, durationSeconds: 600 })],
    });
    const port = portSource();
    const env = {
      DATABASE_URL: database.url!,
      SEED: 'none',
      INSTANCE_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
    };
    a = serverProcess('a', await port(), env);
    b = serverProcess('b', await port(), env);
    await Promise.all([a.start(), b.start()]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(sockets.map((ws) => ws.close()));
    await Promise.all([a?.kill('SIGKILL'), b?.kill('SIGKILL')]);
    await database?.dispose();
  });

  /** An account signed up on `on`, its code from that instance's dev outbox. */
  async function account(on: Instance, email: string) {
    const client = browser(on.url);
    const registered = await client.post('/api/auth/register', { email, password: PASSWORD });
    expect(registered.status).toBe(200);
    const box = await fetch(`${on.url}/dev/outbox`).then((r) => r.text());
    const verified = await client.post('/api/auth/verify-otp', {
      email,
      otp: codeIn(box.slice(box.indexOf(email))),
    });
    expect(verified.status).toBe(200);
    return client.token()!;
  }

  /** A listener playing track 1 through a socket held by `on`. */
  async function listenerOn(on: Instance, email: string) {
    const ws = await openListeningSocket(on.url, await account(on, email));
    sockets.push(ws);
    expect(ws.instance()).toBe(on.name);
    ws.send('play', { track_id: 1 });
    await ws.next('session_start');
  }

  it('lists both instances with one listener each; a killed one drops out within three beats', async () => {
    const op = await account(a, 'two-overview-op@example.com');
    await createGrants(database.db).apply(
      'grant',
      'two-overview-op@example.com',
      't',
      COMMAND_LINE,
    );
    await listenerOn(a, 'on-a@example.com');
    await listenerOn(b, 'on-b@example.com');
    const overviewOn = (i: Instance) => rpcClient(OperatorService, i.url, 'connect', op);
    const listed = async (i: Instance) =>
      (await overviewOn(i).getOverview({})).instances.map((x) => [
        x.name,
        x.listeners,
        x.answering,
      ]);

    // b's count reaches a within a heartbeat (and the other way round).
    await expect
      .poll(() => listed(a), { timeout: 5000, interval: 100 })
      .toEqual([
        ['a', 1, true],
        ['b', 1, false],
      ]);
    await expect
      .poll(() => listed(b), { timeout: 5000, interval: 100 })
      .toEqual([
        ['a', 1, false],
        ['b', 1, true],
      ]);
    const o = await overviewOn(a).getOverview({});
    expect(o.instanceHeartbeatSeconds).toBe(HEARTBEAT_SECONDS);
    // The jobs ran on one instance or the other, each run recorded with its duration.
    expect(o.jobRuns.find((j) => j.name === 'housekeeping')?.lastRuns[0]?.outcome).toBe('ok');

    // Killed, b says no goodbye: a leaves it out once three of its heartbeats are missed.
    await b.kill('SIGKILL');
    const killed = performance.now();
    await expect.poll(() => listed(a), { timeout: 5000, interval: 100 }).toEqual([['a', 1, true]]);
    const gone = (performance.now() - killed) / 1000;
    expect(gone).toBeLessThan(3 * HEARTBEAT_SECONDS + 1.5);
  }, 60_000);
});
