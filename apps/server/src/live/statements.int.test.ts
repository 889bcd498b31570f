import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { seedTracks, useTestServer } from '~/test/fixture';
import { testClock } from '~/test/test-clock';
import { countStatements } from '~/test/statement-counter';

// What a connecting listener costs the database (ADR 0004): its sign-in lookup reads the
// account's live session in the same statement, so the upgrade and attach are one statement,
// and a first play (of a track whose duration the instance knows) one more. Counted at the
// database client both drivers share (the pg pool or PGlite), which every statement of the
// server goes through.

const clock = testClock('2026-05-11T09:00:00.000Z');
const t = useTestServer({ clock, seed: seedTracks([{ id: 1, durationSeconds: 600 }]) });
let statements: ReturnType<typeof countStatements>;
beforeAll(async () => {
  statements = countStatements(t.database.db);
  // A track's duration is read once a minute per instance (track-durations.ts), not per play:
  // one listener plays it first, so the plays counted below find it known.
  const warm = await t.socket(await signedUp('warm@example.com'));
  await warm.play(1);
  await warm.close();
});
afterEach(() => statements.reset());
afterAll(() => statements.restore());

async function signedUp(email: string) {
  const { token } = await t.account({ email });
  statements.reset();
  return token;
}

it('upgrades a listener with no live session in one statement, and its first play in one more', async () => {
  const token = await signedUp('fresh@example.com');
  const ws = await t.socket(token);
  expect(statements.count).toBe(1);
  await ws.play(1);
  expect(statements.count).toBe(2);
  expect(ws.received.map((m) => m.type)).toEqual(['session_start']);
  await ws.close();
});

it('tells a reconnecting listener its live session with no statement beyond the upgrade', async () => {
  const token = await signedUp('back@example.com');
  const first = await t.socket(token);
  const started = await first.play(1);
  await first.close();
  statements.reset();
  const again = await t.socket(token, { claim: started.payload.claim });
  const told = await again.next('session_update');
  expect(told.payload.session_id).toBe(started.payload.session_id);
  expect(statements.count).toBe(1);
  await again.close();
});
