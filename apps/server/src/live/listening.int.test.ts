import { ListeningService } from '@earshot/contract/listening/v1/listening';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { count, eq, sum } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries, listens } from '~/db/schema';
import { processListening } from '~/modules/rewards/listening-processor';
import { baseRates } from '~/modules/rewards/rates';
import { seedTracks, useTestServer } from '~/test/fixture';
import { refusedStatus, type ListeningSocket } from '~/test/listening-socket';
import { testClock } from '~/test/test-clock';

const clock = testClock('2026-03-02T10:00:00.000Z');
const t = useTestServer({
  clock,
  seed: seedTracks([
    { id: 1, durationSeconds: 200, title: 'Long' },
    { id: 2, durationSeconds: 20, title: 'Short' },
    { id: 3, durationSeconds: 300, title: 'Other' },
  ]),
});

/** The sockets a test opened, closed before the next one starts. */
let open: ListeningSocket[] = [];
beforeEach(async () => {
  await Promise.all(open.map((s) => s.close()));
  open = [];
});

async function listener() {
  const me = await t.account();
  const openSocket = async () => {
    const socket = await me.socket();
    open.push(socket);
    return socket;
  };
  const rewards = me.rpc(RewardsService);
  const listening = me.rpc(ListeningService);
  return { user: me.user, token: me.token, open: openSocket, rewards, listening };
}

const process = () => processListening(t.database.db, { clock, ratesFor: baseRates });
const seconds = (message: { payload: Record<string, unknown> }) => message.payload.current_duration;

describe('the live listening session', () => {
  it('runs the whole lifecycle on the server clock, and EP = rate × credited seconds', async () => {
    const me = await listener();
    const ws = await me.open();
    const started = await ws.play(1);
    expect(started.payload).toMatchObject({ track_id: 1, status: 'active', current_duration: 0 });
    clock.advance(15_000);
    ws.send('heartbeat', { timestamp: 0 });
    expect(seconds(await ws.next('heartbeat'))).toBe(15);
    expect(seconds(await ws.heartbeatAfter(clock, 15_000))).toBe(30);
    clock.advance(5_000);
    ws.send('pause');
    expect((await ws.next('pause')).payload).toMatchObject({
      status: 'paused',
      current_duration: 35,
    });
    clock.advance(100_000);
    ws.send('heartbeat');
    ws.send('play', { track_id: 1 });
    const resumed = await ws.next('session_resume');
    expect(resumed.payload).toMatchObject({
      session_id: started.payload.session_id,
      current_duration: 35,
    });
    clock.advance(10_000);
    ws.send('end');
    expect((await ws.next('session_end')).payload).toMatchObject({
      current_duration: 45,
      reason: 'ended',
    });

    expect((await me.listening.getUnprocessedListeningDuration({})).totalDuration).toBe(45);
    expect(await process()).toBeGreaterThan(0);
    expect((await me.listening.getUnprocessedListeningDuration({})).totalDuration).toBe(0);
    const points = await me.rewards.getUserPoints({});
    expect(points).toMatchObject({ currentPoints: 45, point: 45, pointRate: 1, totalSpent: 0 });
    const history = await me.rewards.listLedgerEntries({});
    expect(history.entries.map((e) => [e.amount, e.creditedSeconds, e.rate, e.trackTitle])).toEqual(
      [[45, 45, 1, 'Long']],
    );
    const [qualified] = await t.database.db
      .select({ n: count() })
      .from(listens)
      .where(eq(listens.listenerId, me.user.id));
    expect(qualified?.n).toBe(1);
  });

  it('never credits more than server time, however fast or far-dated the heartbeats', async () => {
    const me = await listener();
    const ws = await me.open();
    await ws.play(3);
    let last = 0;
    for (let i = 0; i < 10; i++) {
      clock.advance(1_500);
      ws.send('heartbeat', { timestamp: Date.parse('2030-01-01') / 1000 });
      last = seconds(await ws.next('heartbeat')) as number;
    }
    expect(last).toBe(15);
    ws.send('heartbeat');
    ws.send('heartbeat');
    expect(seconds(await ws.next('heartbeat'))).toBe(15);
    ws.send('end');
    await ws.next('session_end');
    ws.send('end');
    ws.send('heartbeat');
    await ws.next('heartbeat');
    expect((await me.listening.getUnprocessedListeningDuration({})).totalDuration).toBe(15);
  });

  it('pauses a silent session at its last heartbeat', async () => {
    const me = await listener();
    const ws = await me.open();
    await ws.play(3);
    await ws.heartbeatAfter(clock, 15_000);
    clock.advance(60_000);
    ws.send('heartbeat');
    const paused = await ws.next('pause');
    expect(paused.payload).toMatchObject({ status: 'paused', current_duration: 15 });
    expect((await me.listening.getUnprocessedListeningDuration({})).totalDuration).toBe(15);
  });

  it('tells a paused listener of its pause once, however long it stays paused', async () => {
    // Found by bench:soak: every sweep after 45 s re-sent `pause` to each paused owner.
    const paused = await listener();
    const silent = await listener();
    const a = await paused.open();
    const b = await silent.open();
    await a.play(3);
    await b.play(3);
    a.send('pause');
    await a.next('pause');
    clock.advance(60_000);
    // The sweep takes sockets in the order they opened, and the paused one's check needs no
    // database: by the time the silent listener hears its pause, the paused one was looked at.
    expect((await b.next('pause')).payload).toMatchObject({ status: 'paused' });
    expect(a.received.filter((m) => m.type === 'pause')).toHaveLength(1);
  });

  it('lets only one tab earn: a play elsewhere supersedes the first session', async () => {
    const me = await listener();
    const a = await me.open();
    const b = await me.open();
    await a.play(1);
    clock.advance(10_000);
    await b.play(3);
    expect((await a.next('session_end')).payload).toMatchObject({ reason: 'superseded' });
    clock.advance(15_000);
    a.send('heartbeat');
    b.send('heartbeat');
    expect(seconds(await b.next('heartbeat'))).toBe(15);
    await a.next('heartbeat');
    // 10 s of the first session (settled when superseded) + 15 s of the second.
    expect((await me.listening.getUnprocessedListeningDuration({})).totalDuration).toBe(25);
    const sessions = await me.listening.listListeningSessions({});
    expect(sessions.sessions.map((s) => [s.trackId, s.endReason])).toEqual([
      [3, ''],
      [1, 'superseded'],
    ]);
  });

  it('ignores a repeated pause within 200 ms, but never a pause that follows a play', async () => {
    const me = await listener();
    const ws = await me.open();
    await ws.play(3);
    clock.advance(10_000);
    ws.send('pause');
    expect(seconds(await ws.next('pause'))).toBe(10);
    ws.send('pause'); // the same pause again: ignored, no answer
    // Within 200 ms: play again, then pause again. That pause must hold.
    ws.send('play', { track_id: 3 });
    await ws.next('session_resume');
    clock.advance(100);
    ws.send('pause');
    expect((await ws.next('pause')).payload).toMatchObject({ status: 'paused' });
    clock.advance(15_000);
    ws.send('heartbeat');
    expect((await ws.next('pause')).payload).toMatchObject({ status: 'paused' });
    expect(ws.received.filter((m) => m.type === 'pause')).toHaveLength(3);
    expect((await me.listening.getUnprocessedListeningDuration({})).totalDuration).toBeCloseTo(
      10.1,
      3,
    );
  });

  it('stops crediting a short track at its length', async () => {
    const me = await listener();
    const ws = await me.open();
    await ws.play(2);
    await ws.heartbeatAfter(clock, 15_000);
    expect(seconds(await ws.heartbeatAfter(clock, 15_000))).toBe(20);
  });
});

describe('the socket', () => {
  it('refuses a missing or bad token and a foreign origin', async () => {
    const me = await listener();
    expect(await refusedStatus(t.baseUrl, undefined)).toBe(401);
    expect(await refusedStatus(t.baseUrl, 'not-a-real-token-at-all-000000')).toBe(401);
    expect(await refusedStatus(t.baseUrl, me.token, 'https://evil.example')).toBe(403);
  });

  it('answers a malformed message with an error and stays open; floods and huge frames close it', async () => {
    const me = await listener();
    const ws = await me.open();
    ws.socket.send('{not json');
    expect((await ws.next('error')).payload.message).toMatch(/Malformed/);
    ws.send('dance');
    expect((await ws.next('error')).payload.message).toMatch(/Unknown message type/);
    // An object where the type's string belongs threw in the server, uncaught (issue 36's fuzzer).
    ws.socket.send('{"type":{"toString":1}}');
    expect((await ws.next('error')).payload.message).toBe('Unknown message type: an object');
    ws.send('play', { track_id: 999 });
    expect((await ws.next('error')).payload.message).toBe('The requested resource was not found.');
    ws.send('heartbeat');
    await ws.next('heartbeat');
    ws.socket.send('x'.repeat(5000));
    expect((await ws.closed).code).toBe(1009);

    const flood = await me.open();
    for (let i = 0; i < 50; i++) flood.send('heartbeat');
    expect((await flood.closed).code).toBe(1008);
  });
});

describe('the ledger', () => {
  it('pays nothing twice and sums to the balance every total shows', async () => {
    const me = await listener();
    const ws = await me.open();
    await ws.play(3);
    for (let i = 0; i < 3; i++) {
      await ws.heartbeatAfter(clock, 15_000);
      await process();
    }
    await process();
    const [ledger] = await t.database.db
      .select({ total: sum(ledgerEntries.amountMilliEp) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, me.user.id));
    expect(Number(ledger?.total)).toBe(45_000);
    const [points, state, stats] = await Promise.all([
      me.rewards.getUserPoints({}),
      me.rewards.getListeningState({}),
      me.rewards.getUserStatistics({}),
    ]);
    expect([points.currentPoints, state.totalPoints, stats.totalPoints]).toEqual([45, 45, 45]);
    expect(stats).toMatchObject({ totalListeningSeconds: 45, totalPlays: 1, uniqueSongsPlayed: 1 });
  });

  it('gives a new account zeros, not an error', async () => {
    const me = await listener();
    expect(await me.rewards.getUserPoints({})).toMatchObject({ currentPoints: 0, pointRate: 1 });
    expect((await me.rewards.getUserStatistics({})).totalPlays).toBe(0);
    expect((await me.rewards.getListeningState({})).pointRate).toBe(1);
  });
});
