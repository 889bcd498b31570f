import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { browser, signUp } from '~/test/accounts';
import { openListeningSocket } from '~/test/listening-socket';
import { testClock } from '~/test/test-clock';
import { countStatements } from '~/test/statement-counter';
import { startTestServer, type TestServer } from '~/test/test-server';

// What a connecting listener costs the database (ADR 0004): its sign-in lookup reads the
// account's live session in the same statement, so the upgrade and attach are one statement,
// and a first play (of a track whose duration the instance knows) one more. Counted at the
// database client both drivers share (the pg pool or PGlite), which every statement of the
// server goes through.

const clock = testClock('2026-05-11T09:00:00.000Z');
let t: TestServer;
let statements: ReturnType<typeof countStatements>;
beforeAll(async () => {
  t = await startTestServer({
    clock,
    seed: ({ db }) =>
      insertCatalog(db, {
        artists: [artistRow({ id: 1 })],
        tracks: [trackRow({ id: 1, artistId: 1, durationSeconds: 600 })],
      }),
  });
  statements = countStatements(t.database.db);
  // A track's duration is read once a minute per instance (track-durations.ts), not per play:
  // one listener plays it first, so the plays counted below find it known.
  const warm = await openListeningSocket(t.baseUrl, await signedUp('warm@example.com'));
  warm.send('play', { track_id: 1 });
  await warm.next('session_start');
  await warm.close();
});
afterEach(() => statements.reset());
afterAll(async () => {
  statements.restore();
  await t.stop();
});

async function signedUp(email: string) {
  const { token } = await signUp(t, { email }, browser(t.baseUrl));
  statements.reset();
  return token;
}

it('upgrades a listener with no live session in one statement, and its first play in one more', async () => {
  const token = await signedUp('fresh@example.com');
  const ws = await openListeningSocket(t.baseUrl, token);
  expect(statements.count).toBe(1);
  ws.send('play', { track_id: 1 });
  await ws.next('session_start');
  expect(statements.count).toBe(2);
  expect(ws.received.map((m) => m.type)).toEqual(['session_start']);
  await ws.close();
});

it('tells a reconnecting listener its live session with no statement beyond the upgrade', async () => {
  const token = await signedUp('back@example.com');
  const first = await openListeningSocket(t.baseUrl, token);
  first.send('play', { track_id: 1 });
  const started = await first.next('session_start');
  await first.close();
  statements.reset();
  const again = await openListeningSocket(t.baseUrl, token, { claim: started.payload.claim });
  const told = await again.next('session_update');
  expect(told.payload.session_id).toBe(started.payload.session_id);
  expect(statements.count).toBe(1);
  await again.close();
});
