import { ListeningService } from '@earshot/contract/listening/v1/listening';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '~/db/client';
import { seedTracks, useTestServer } from '~/test/fixture';
import { openListeningSocket } from '~/test/listening-socket';
import { testClock } from '~/test/test-clock';
import { startTestServer } from '~/test/test-server';

// A client that reconnects while playing is told about its session on connect. Presenting the
// claim it was given as the owner, when its player then stops, its pause (or end) applies to
// that session at once, before any new play: the time after it is never credited. A tab that
// was superseded holds only its old session's claim, so it cannot pause its successor, on
// whichever instance it lands (ADR 0004).

const clock = testClock('2026-06-15T18:00:00.000Z');
const t = useTestServer({
  clock,
  seed: seedTracks([
    { id: 1, durationSeconds: 600 },
    { id: 2, durationSeconds: 600 },
  ]),
});

async function account() {
  const me = await t.account('again');
  const unprocessed = async () =>
    (await me.rpc(ListeningService).getUnprocessedListeningDuration({})).totalDuration;
  return { token: me.token, unprocessed };
}

it('pauses the session a reconnected socket was told about, crediting nothing after the pause', async () => {
  const me = await account();
  const first = await t.socket(me.token);
  const started = await first.play(1);
  await first.heartbeatAfter(clock, 15_000);
  await first.close();

  const again = await t.socket(me.token, { claim: started.payload.claim });
  expect((await again.next('session_update')).payload.session_id).toBe(started.payload.session_id);
  clock.advance(5_000);
  again.send('pause');
  const paused = await again.next('pause');
  expect(paused.payload).toMatchObject({
    session_id: started.payload.session_id,
    status: 'paused',
    current_duration: 20,
  });
  // Adopting gave this connection a claim of its own.
  expect(paused.payload.claim).toEqual(expect.any(String));
  expect(paused.payload.claim).not.toBe(started.payload.claim);
  clock.advance(100_000);
  again.send('play', { track_id: 1 });
  expect((await again.next('session_resume')).payload).toMatchObject({
    session_id: started.payload.session_id,
    current_duration: 20,
  });
  clock.advance(10_000);
  again.send('end');
  expect((await again.next('session_end')).payload).toMatchObject({ current_duration: 30 });
  expect(await me.unprocessed()).toBe(30);
  await again.close();
});

it('ends it the same way', async () => {
  const me = await account();
  const first = await t.socket(me.token);
  const started = await first.play(1);
  await first.close();
  const again = await t.socket(me.token, { claim: started.payload.claim });
  await again.next('session_update');
  clock.advance(7_000);
  again.send('end');
  expect((await again.next('session_end')).payload).toMatchObject({ current_duration: 7 });
  clock.advance(60_000);
  await again.play(2);
  expect(await me.unprocessed()).toBe(7);
  await again.close();
});

it('lets no superseded tab pause the session that replaced it, even from another instance', async () => {
  const other = await startTestServer({ clock, database: t.database });
  try {
    const me = await account();
    const older = await t.socket(me.token);
    await older.play(1);
    const newer = await openListeningSocket(other.baseUrl, me.token);
    await newer.next('session_update');
    await newer.play(2);
    // The older tab learns on its next message that it lost the session.
    older.send('heartbeat');
    await older.next('session_end');
    older.send('pause');
    older.send('end');
    older.send('heartbeat');
    await older.next('heartbeat');
    expect((await newer.heartbeatAfter(clock, 15_000)).payload).toMatchObject({
      status: 'active',
      current_duration: 15,
    });
    await Promise.all([older.close(), newer.close()]);
  } finally {
    await other.stop();
  }
});

it('adopts nothing without the claim: a reconnect that presents none pauses and ends nothing', async () => {
  const me = await account();
  const first = await t.socket(me.token);
  const started = await first.play(1);
  await first.close();
  const again = await t.socket(me.token);
  await again.next('session_update');
  clock.advance(5_000);
  again.send('pause');
  again.send('end');
  again.send('heartbeat');
  expect((await again.next('heartbeat')).payload).toMatchObject({ status: 'idle' });
  // Its play supersedes: one earning session per account.
  again.send('play', { track_id: 1 });
  expect((await again.next('session_end')).payload).toMatchObject({
    session_id: started.payload.session_id,
    reason: 'superseded',
  });
  expect((await again.next('session_start')).payload.session_id).not.toBe(
    started.payload.session_id,
  );
  await again.close();
});

it('lets a superseded tab that reconnects to the other instance touch nothing of its successor', async () => {
  const b = await startTestServer({ clock, database: t.database });
  try {
    const me = await account();
    const tab1 = await t.socket(me.token);
    const first = await tab1.play(1);
    const tab2 = await openListeningSocket(b.baseUrl, me.token);
    const second = await tab2.play(2);
    await tab1.close();

    // Tab 1 comes back on A, where no connection holds tab 2's session, with its old claim;
    // and on B too.
    for (const base of [t.baseUrl, b.baseUrl]) {
      const back = await openListeningSocket(base, me.token, { claim: first.payload.claim });
      expect((await back.next('session_update')).payload.session_id).toBe(
        second.payload.session_id,
      );
      back.send('pause');
      back.send('end');
      back.send('heartbeat');
      expect((await back.next('heartbeat')).payload).toMatchObject({ status: 'idle' });
      await back.close();
    }
    expect((await tab2.heartbeatAfter(clock, 15_000)).payload).toMatchObject({
      session_id: second.payload.session_id,
      status: 'active',
      current_duration: 15,
    });
    await tab2.close();
  } finally {
    await b.stop();
  }
});

it('carries a session over to another instance when its own died: the same session, credited once', async () => {
  const a = await startTestServer({ clock, database: t.database });
  const me = await account();
  const ws = await openListeningSocket(a.baseUrl, me.token);
  const started = await ws.play(1);
  await ws.heartbeatAfter(clock, 15_000);
  await a.stop();
  await ws.closed;

  clock.advance(10_000);
  const moved = await t.socket(me.token, { claim: started.payload.claim });
  const carried = await moved.play(1);
  expect(carried.payload.session_id).toBe(started.payload.session_id);
  // The takeover settles the 10 s since the last heartbeat, as a heartbeat would.
  expect(carried.payload.current_duration).toBe(25);
  expect((await moved.heartbeatAfter(clock, 15_000)).payload).toMatchObject({
    session_id: started.payload.session_id,
    current_duration: 40,
  });
  moved.send('end');
  expect((await moved.next('session_end')).payload).toMatchObject({ current_duration: 40 });
  expect(moved.received.filter((m) => m.type === 'session_end')).toHaveLength(1);
  const credits = await queryRows<{ settlements: number; ms: number; distinct: number }>(
    t.database.db,
    sql`select count(*)::int as settlements, sum(credited_ms)::int as ms,
      count(distinct settlement)::int as "distinct"
      from listening_credits where session_id = ${String(started.payload.session_id)}`,
  );
  expect(credits[0]).toEqual({ settlements: 3, ms: 40_000, distinct: 3 });
  expect(await me.unprocessed()).toBe(40);
  await moved.close();
});
