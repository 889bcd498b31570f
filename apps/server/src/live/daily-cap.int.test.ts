import { ListeningService } from '@earshot/contract/listening/v1/listening';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { signUp } from '~/test/accounts';
import { openListeningSocket } from '~/test/listening-socket';
import { rpcClient } from '~/test/rpc-client';
import { testClock } from '~/test/test-clock';
import { startTestServer, type TestServer } from '~/test/test-server';

// 0.005 h = 18 s a day, so the cap is reached within two heartbeats.
const clock = testClock('2026-03-02T23:59:00.000Z');
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    clock,
    config: { DAILY_LISTENING_CAP_HOURS: 0.005 },
    seed: ({ db }) =>
      insertCatalog(db, {
        artists: [artistRow({ id: 1 })],
        tracks: [
          trackRow({ id: 1, artistId: 1, durationSeconds: 600 }),
          trackRow({ id: 2, artistId: 1, durationSeconds: 600 }),
        ],
      }),
  });
});
afterAll(() => t.stop());

it('credits at most the daily cap per account and UTC day, and a new day starts afresh', async () => {
  const { token } = await signUp(t, { email: 'capped@example.com' });
  const ws = await openListeningSocket(t.baseUrl, token);
  const unprocessed = async () =>
    (
      await rpcClient(
        ListeningService,
        t.baseUrl,
        'connect',
        token,
      ).getUnprocessedListeningDuration({})
    ).totalDuration;
  ws.send('play', { track_id: 1 });
  await ws.next('session_start');
  for (let i = 0; i < 3; i++) {
    clock.advance(15_000);
    ws.send('heartbeat');
    await ws.next('heartbeat');
  }
  expect(await unprocessed()).toBe(18);
  // 23:59:45 → 00:00:00: the next day's cap applies to credit settled after midnight.
  clock.advance(15_000);
  ws.send('heartbeat');
  await ws.next('heartbeat');
  expect(await unprocessed()).toBe(33);
  await ws.close();
});

it('explains a session that earned nothing because the day was capped: daily_cap', async () => {
  // Found by bench:soak: the EP history said such sessions "never really played".
  const { token } = await signUp(t, { email: 'capped-history@example.com' });
  const ws = await openListeningSocket(t.baseUrl, token);
  ws.send('play', { track_id: 1 });
  await ws.next('session_start');
  for (let i = 0; i < 2; i++) {
    clock.advance(15_000);
    ws.send('heartbeat');
    await ws.next('heartbeat');
  }
  // Capped at 18 s; the next track plays, is heard, and earns nothing.
  ws.send('play', { track_id: 2 });
  await ws.next('session_start');
  clock.advance(15_000);
  ws.send('heartbeat');
  expect((await ws.next('heartbeat')).payload).toMatchObject({ current_duration: 0 });
  // One that never settled an interval earned nothing for another reason.
  ws.send('play', { track_id: 1 });
  await ws.next('session_start');
  const history = await rpcClient(
    ListeningService,
    t.baseUrl,
    'connect',
    token,
  ).listListeningSessions({});
  expect(history.sessions.map((s) => [s.trackId, s.creditedSeconds, s.zeroReason])).toEqual([
    [1, 0, 'never_played'],
    [2, 0, 'daily_cap'],
    [1, 18, ''],
  ]);
  await ws.close();
});

it('keeps daily_cap on a capped session after the cap setting is raised (issue 36)', async () => {
  // The history inferred the cap from the day's total and the setting of the moment: raised
  // (the operator's change, a restart), the same session read 'never_played'.
  const { token } = await signUp(t, { email: 'capped-then-raised@example.com' });
  const ws = await openListeningSocket(t.baseUrl, token);
  ws.send('play', { track_id: 1 });
  await ws.next('session_start');
  for (let i = 0; i < 2; i++) {
    clock.advance(15_000);
    ws.send('heartbeat');
    await ws.next('heartbeat');
  }
  ws.send('play', { track_id: 2 });
  await ws.next('session_start');
  clock.advance(15_000);
  ws.send('heartbeat');
  expect((await ws.next('heartbeat')).payload).toMatchObject({ current_duration: 0 });
  ws.send('end');
  await ws.next('session_end');
  await ws.close();
  const raised = await startTestServer({
    clock,
    database: t.database,
    config: { DAILY_LISTENING_CAP_HOURS: 16 },
  });
  try {
    const history = await rpcClient(
      ListeningService,
      raised.baseUrl,
      'connect',
      token,
    ).listListeningSessions({});
    expect(history.sessions.map((s) => [s.trackId, s.creditedSeconds, s.zeroReason])).toEqual([
      [2, 0, 'daily_cap'],
      [1, 18, ''],
    ]);
  } finally {
    await raised.stop();
  }
});
