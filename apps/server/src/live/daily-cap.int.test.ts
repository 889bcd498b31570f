import { ListeningService } from '@earshot/contract/listening/v1/listening';
import { expect, it } from 'vitest';
import { seedTracks, useTestServer } from '~/test/fixture';
import { rpcClient } from '~/test/rpc-client';
import { testClock } from '~/test/test-clock';
import { startTestServer } from '~/test/test-server';

// 0.005 h = 18 s a day, so the cap is reached within two heartbeats.
const clock = testClock('2026-03-02T23:59:00.000Z');
const t = useTestServer({
  clock,
  config: { DAILY_LISTENING_CAP_HOURS: 0.005 },
  seed: seedTracks([
    { id: 1, durationSeconds: 600 },
    { id: 2, durationSeconds: 600 },
  ]),
});

/** A listener whose daily cap (18 s) is reached by two 15 s heartbeats of track 1. */
async function cappedListener(email: string) {
  const me = await t.account({ email });
  const ws = await me.socket();
  await ws.play(1);
  for (let i = 0; i < 2; i++) await ws.heartbeatAfter(clock, 15_000);
  return { me, ws };
}

it('credits at most the daily cap per account and UTC day, and a new day starts afresh', async () => {
  const { me, ws } = await cappedListener('capped@example.com');
  const unprocessed = async () =>
    (await me.rpc(ListeningService).getUnprocessedListeningDuration({})).totalDuration;
  await ws.heartbeatAfter(clock, 15_000);
  expect(await unprocessed()).toBe(18);
  // 23:59:45 → 00:00:00: the next day's cap applies to credit settled after midnight.
  await ws.heartbeatAfter(clock, 15_000);
  expect(await unprocessed()).toBe(33);
  await ws.close();
});

it('explains a session that earned nothing because the day was capped: daily_cap', async () => {
  // Found by bench:soak: the EP history said such sessions "never really played".
  const { me, ws } = await cappedListener('capped-history@example.com');
  // Capped at 18 s; the next track plays, is heard, and earns nothing.
  await ws.play(2);
  expect((await ws.heartbeatAfter(clock, 15_000)).payload).toMatchObject({ current_duration: 0 });
  // One that never settled an interval earned nothing for another reason.
  await ws.play(1);
  const history = await me.rpc(ListeningService).listListeningSessions({});
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
  const { me, ws } = await cappedListener('capped-then-raised@example.com');
  await ws.play(2);
  expect((await ws.heartbeatAfter(clock, 15_000)).payload).toMatchObject({ current_duration: 0 });
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
      me.token,
    ).listListeningSessions({});
    expect(history.sessions.map((s) => [s.trackId, s.creditedSeconds, s.zeroReason])).toEqual([
      [2, 0, 'daily_cap'],
      [1, 18, ''],
    ]);
  } finally {
    await raised.stop();
  }
});
