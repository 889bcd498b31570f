import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { HEARTBEAT_INTERVAL_MS } from '@earshot/domain';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '~/clock';
import { queryRows } from '~/db/client';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { listeningSessions } from '~/db/schema';
import { processListening } from '~/modules/rewards/listening-processor';
import { baseRates } from '~/modules/rewards/rates';
import { browser, codeIn, PASSWORD } from '~/test/accounts';
import { nginxProcess, portSource, serverProcess, type Instance } from '~/test/cluster';
import { openListeningSocket, type ListeningSocket } from '~/test/listening-socket';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';

// Scale-out, proven (issue 11, ADR 0013): two real server processes on one PostgreSQL and one
// Redis, nginx in front from deploy/nginx/earshot.conf.template (round robin, no sticky
// sessions), all on loopback. Each instance names itself in `x-earshot-instance`, so the
// suite sees where every request and socket landed.
//
// It needs nginx, PostgreSQL and Redis: locally it is skipped, loudly, when one is missing;
// under CI=true a missing one fails it (.ci/run installs nginx and starts the others).

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const missing = [
  ...(existsSync(NGINX) ? [] : [`nginx (${NGINX})`]),
  ...(process.env.DATABASE_URL ? [] : ['DATABASE_URL']),
  ...(process.env.REDIS_URL ? [] : ['REDIS_URL']),
];
const CI = process.env.CI === 'true';
if (missing.length && !CI) {
  console.warn(`\n*** SKIPPED the scale-out suite: ${missing.join(', ')} missing ***\n`);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const INSTANCE = 'x-earshot-instance';

describe.skipIf(missing.length > 0 && !CI)('two instances behind nginx', () => {
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;
  let lb: Awaited<ReturnType<typeof nginxProcess>>;
  const prefix = `earshot-scale:${randomBytes(6).toString('hex')}:`;
  let accounts = 0;

  beforeAll(async () => {
    if (missing.length) throw new Error(`the scale-out suite needs ${missing.join(', ')}`);
    database = await openTestDatabase();
    await insertCatalog(database.db, {
      artists: [artistRow({ id: 1 })],
      tracks: [
        trackRow({ id: 1, artistId: 1, durationSeconds: 600 }),
        trackRow({ id: 2, artistId: 1, durationSeconds: 600 }),
      ],
    });
    const port = portSource();
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_KEY_PREFIX: prefix,
      TRUST_PROXY: 'true',
      SEED: 'none',
      // Processing is run by the test itself, so the ledger is read at a known point.
      LISTENING_PROCESS_INTERVAL_SECONDS: '3600',
    };
    const [lbPort, aPort, bPort] = [await port(), await port(), await port()];
    a = serverProcess('a', aPort, env);
    b = serverProcess('b', bPort, env);
    await Promise.all([a.start(), b.start()]);
    lb = await nginxProcess(NGINX, lbPort, [aPort, bPort]);
  }, 180_000);

  afterAll(async () => {
    await lb?.stop();
    await Promise.all([a?.kill('SIGKILL'), b?.kill('SIGKILL')]);
    await database?.dispose();
    const redis = new Redis(process.env.REDIS_URL ?? '');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const instances = () => [a, b];
  const byName = (name: string | undefined) => instances().find((i) => i.name === name)!;

  /** The code in the one mail to `to`, from whichever instance's dev outbox sent it. */
  async function mailedCode(to: string): Promise<string> {
    const boxes = await Promise.all(
      instances().map((i) => fetch(`${i.url}/dev/outbox`).then((r) => r.text())),
    );
    const box = boxes.find((text) => text.includes(to));
    expect(box, `no mail to ${to}`).toBeDefined();
    return codeIn(box!.slice(box!.indexOf(to)));
  }

  /** Signs up through nginx: register on one instance, verify (maybe) on the other. */
  async function account() {
    accounts += 1;
    const email = `scale${accounts}@example.com`;
    const client = browser(lb.url);
    const registered = await client.post('/api/auth/register', {
      email,
      password: PASSWORD,
      name: null,
    });
    expect(registered.status).toBe(200);
    const verified = await client.post<{ user: { id: string } }>('/api/auth/verify-otp', {
      email,
      otp: await mailedCode(email),
    });
    expect(verified.status).toBe(200);
    return { email, userId: verified.body.user.id, token: client.token()! };
  }

  /** A socket through nginx that landed on `where` (round robin: a few tries at most). */
  async function socketOn(
    where: (name: string) => boolean,
    token: string,
    claim?: unknown,
  ): Promise<ListeningSocket> {
    for (let i = 0; i < 6; i++) {
      const ws = await openListeningSocket(lb.url, token, { claim });
      if (where(ws.instance()!)) return ws;
      await ws.close();
    }
    throw new Error('nginx never sent the socket where it was wanted');
  }

  it('(a) carries a session through SIGKILL of its instance: at most one heartbeat lost, nothing credited twice', async () => {
    const me = await account();
    const first = await openListeningSocket(lb.url, me.token);
    const holder = byName(first.instance());
    const playedAt = Date.now();
    first.send('play', { track_id: 1 });
    const started = await first.next('session_start');
    for (let i = 0; i < 2; i++) {
      await wait(1000);
      first.send('heartbeat');
      await first.next('heartbeat');
    }
    await holder.kill('SIGKILL');
    await first.closed;

    // The page reconnects through nginx, which fails over to the living instance.
    const again = await openListeningSocket(lb.url, me.token, { claim: started.payload.claim });
    expect(again.instance()).not.toBe(holder.name);
    expect((await again.next('session_update')).payload.session_id).toBe(
      started.payload.session_id,
    );
    again.send('play', { track_id: 1 });
    const carried = await again.next('session_start');
    expect(carried.payload.session_id).toBe(started.payload.session_id);
    await wait(1000);
    again.send('heartbeat');
    expect((await again.next('heartbeat')).payload.session_id).toBe(started.payload.session_id);
    again.send('end');
    const ended = await again.next('session_end');
    expect(ended.payload).toMatchObject({
      session_id: started.payload.session_id,
      reason: 'ended',
    });
    const wallMs = Date.now() - playedAt;
    expect([...first.received, ...again.received].filter((m) => m.type === 'session_end')).toEqual([
      ended,
    ]);
    await again.close();
    await holder.start();

    await processListening(database.db, { clock: systemClock, ratesFor: baseRates });
    const [session] = await database.db
      .select()
      .from(listeningSessions)
      .where(eq(listeningSessions.id, String(started.payload.session_id)));
    const [sums] = await queryRows<{ credits: string; ledger: string; unpaid: string }>(
      database.db,
      sql`select
        (select coalesce(sum(credited_ms), 0) from listening_credits
          where user_id = ${me.userId}) as credits,
        (select coalesce(sum(amount_milli_ep), 0) from ledger_entries
          where user_id = ${me.userId}) as ledger,
        (select count(*) from listening_credits
          where user_id = ${me.userId} and ledger_entry_id is null) as unpaid`,
    );
    expect(Number(sums!.credits)).toBe(session!.creditedMs);
    expect(Number(sums!.ledger)).toBe(session!.creditedMs);
    expect(Number(sums!.unpaid)).toBe(0);
    expect(session!.creditedMs).toBeLessThanOrEqual(wallMs);
    expect(wallMs - session!.creditedMs).toBeLessThanOrEqual(HEARTBEAT_INTERVAL_MS);
  }, 120_000);

  it('(b) two tabs on two instances: exactly one earns, and the superseded one cannot pause or end its successor', async () => {
    const me = await account();
    const tab1 = await openListeningSocket(lb.url, me.token);
    tab1.send('play', { track_id: 1 });
    const first = await tab1.next('session_start');
    const tab2 = await socketOn((name) => name !== tab1.instance(), me.token);
    tab2.send('play', { track_id: 2 });
    const second = await tab2.next('session_start');
    tab1.send('heartbeat');
    expect((await tab1.next('session_end')).payload).toMatchObject({ reason: 'superseded' });
    await tab1.close();

    // Tab 1 comes back with its old claim: on tab 2's instance, and on its own.
    for (const where of [tab2.instance(), tab1.instance()]) {
      const back = await socketOn((name) => name === where, me.token, first.payload.claim);
      expect((await back.next('session_update')).payload.session_id).toBe(
        second.payload.session_id,
      );
      back.send('pause');
      back.send('end');
      back.send('heartbeat');
      expect((await back.next('heartbeat')).payload).toMatchObject({ status: 'idle' });
      await back.close();
    }
    await wait(1000);
    tab2.send('heartbeat');
    const beat = await tab2.next('heartbeat');
    expect(beat.payload).toMatchObject({ session_id: second.payload.session_id, status: 'active' });
    expect(beat.payload.current_duration).toBeGreaterThan(0);
    const live = await queryRows<{ id: string }>(
      database.db,
      sql`select id from listening_sessions where user_id = ${me.userId} and status <> 'ended'`,
    );
    expect(live).toEqual([{ id: second.payload.session_id }]);
    await tab2.close();
  }, 60_000);

  it('(c) counts failed sign-ins, code sends and code tries together on both instances', async () => {
    const me = await account();
    const served = new Set<string | null>();
    for (let i = 0; i < 10; i++) {
      const res = await browser(lb.url).post('/api/auth/signin', {
        email: me.email,
        password: 'Wrong1234',
      });
      expect(res.status, `failure ${i + 1}`).toBe(401);
      served.add(res.headers.get(INSTANCE));
    }
    const blocked = await browser(lb.url).post('/api/auth/signin', {
      email: me.email,
      password: PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect(served).toEqual(new Set(['a', 'b']));

    // Five codes an hour to one address, whichever instance sends them.
    served.clear();
    for (let i = 0; i < 5; i++) {
      const res = await browser(lb.url).post('/api/auth/forgot-password', {
        email: 'nobody@example.com',
      });
      expect(res.status, `send ${i + 1}`).toBe(200);
      served.add(res.headers.get(INSTANCE));
    }
    expect(
      (await browser(lb.url).post('/api/auth/forgot-password', { email: 'nobody@example.com' }))
        .status,
    ).toBe(429);
    expect(served).toEqual(new Set(['a', 'b']));

    // Five wrong tries kill a code, whichever instance counts them: the right one is refused.
    const email = 'tries@example.com';
    const client = browser(lb.url);
    await client.post('/api/auth/register', { email, password: PASSWORD, name: null });
    const code = await mailedCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    served.clear();
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/auth/verify-otp', { email, otp: wrong });
      expect(res.status, `try ${i + 1}`).toBe(400);
      served.add(res.headers.get(INSTANCE));
    }
    expect(served).toEqual(new Set(['a', 'b']));
    const late = await client.post('/api/auth/verify-otp', { email, otp: code });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ message: 'Invalid or expired OTP' });
  }, 60_000);

  it('(d) needs no sticky sessions: signed in on one instance, served by both', async () => {
    const me = await account();
    const client = browser(lb.url);
    const signedIn = await client.post('/api/auth/signin', { email: me.email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const served = new Set<string | null>([signedIn.headers.get(INSTANCE)]);
    for (let i = 0; i < 4; i++) {
      const res = await client.get('/api/auth/session');
      expect(res.body).toMatchObject({ user: { email: me.email } });
      served.add(res.headers.get(INSTANCE));
    }
    expect(served).toEqual(new Set(['a', 'b']));
  }, 60_000);
});
