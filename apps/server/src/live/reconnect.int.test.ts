import { ListeningService } from '@earshot/contract/listening/v1/listening';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { signUp } from '~/test/accounts';
import { openListeningSocket } from '~/test/listening-socket';
import { rpcClient } from '~/test/rpc-client';
import { testClock } from '~/test/test-clock';
import { startTestServer, type TestServer } from '~/test/test-server';

// A client that reconnects while playing is told about its session on connect. When its
// player then stops, its pause (or end) applies to that session at once, before any new play:
// the time after it is never credited. A tab that was superseded cannot pause its successor.

const clock = testClock('2026-06-15T18:00:00.000Z');
let t: TestServer;
let accounts = 0;
beforeAll(async () => {
  t = await startTestServer({
    clock,
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

async function account() {
  accounts += 1;
  const { token } = await signUp(t, { email: `again${accounts}@example.com` });
  const unprocessed = async () =>
    (
      await rpcClient(
        ListeningService,
        t.baseUrl,
        'connect',
        token,
      ).getUnprocessedListeningDuration({})
    ).totalDuration;
  return { token, unprocessed };
}

it('pauses the session a reconnected socket was told about, crediting nothing after the pause', async () => {
  const me = await account();
  const first = await openListeningSocket(t.baseUrl, me.token);
  first.send('play', { track_id: 1 });
  const started = await first.next('session_start');
  clock.advance(15_000);
  first.send('heartbeat');
  await first.next('heartbeat');
  await first.close();

  const again = await openListeningSocket(t.baseUrl, me.token);
  expect((await again.next('session_update')).payload.session_id).toBe(started.payload.session_id);
  clock.advance(5_000);
  again.send('pause');
  expect((await again.next('pause')).payload).toMatchObject({
    session_id: started.payload.session_id,
    status: 'paused',
    current_duration: 20,
  });
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
  const first = await openListeningSocket(t.baseUrl, me.token);
  first.send('play', { track_id: 1 });
  await first.next('session_start');
  await first.close();
  const again = await openListeningSocket(t.baseUrl, me.token);
  await again.next('session_update');
  clock.advance(7_000);
  again.send('end');
  expect((await again.next('session_end')).payload).toMatchObject({ current_duration: 7 });
  clock.advance(60_000);
  again.send('play', { track_id: 2 });
  await again.next('session_start');
  expect(await me.unprocessed()).toBe(7);
  await again.close();
});

it('lets no superseded tab pause the session that replaced it, even from another instance', async () => {
  const other = await startTestServer({ clock, database: t.database });
  try {
    const me = await account();
    const older = await openListeningSocket(t.baseUrl, me.token);
    older.send('play', { track_id: 1 });
    await older.next('session_start');
    const newer = await openListeningSocket(other.baseUrl, me.token);
    await newer.next('session_update');
    newer.send('play', { track_id: 2 });
    await newer.next('session_start');
    // The older tab learns on its next message that it lost the session.
    older.send('heartbeat');
    await older.next('session_end');
    older.send('pause');
    older.send('end');
    older.send('heartbeat');
    await older.next('heartbeat');
    clock.advance(15_000);
    newer.send('heartbeat');
    expect((await newer.next('heartbeat')).payload).toMatchObject({
      status: 'active',
      current_duration: 15,
    });
    await Promise.all([older.close(), newer.close()]);
  } finally {
    await other.stop();
  }
});
