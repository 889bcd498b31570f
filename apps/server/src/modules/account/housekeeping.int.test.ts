import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { oneTimeCodes, sessions } from '~/db/schema';
import { browser, signUp } from '~/test/accounts';
import { useTestServer } from '~/test/fixture';
import { testClock } from '~/test/test-clock';
import { sweepExpired } from './housekeeping';

const clock = testClock('2026-06-01T09:00:00.000Z');
const t = useTestServer({ clock });

const rows = async (table: typeof sessions | typeof oneTimeCodes) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n;

const sessionOf = async (token: string) =>
  (
    (await (
      await fetch(`${t.baseUrl}/api/auth/session`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { user: { email: string } | null }
  ).user?.email;

it('deletes expired sessions at once and expired codes a day later, keeping live ones', async () => {
  // At 09:00: a session (24 h) and a sign-up code never used (5 min).
  const old = await signUp(t, { email: 'old@example.com' });
  await browser(t.baseUrl).post('/api/auth/register', {
    email: 'pending@example.com',
    password: 'Listen2Music',
  });
  clock.advance(23 * 3600_000);
  const fresh = await signUp(t, { email: 'fresh@example.com' });
  expect(await rows(sessions)).toBe(2);
  expect(await rows(oneTimeCodes)).toBe(1);

  // Next day 09:01: the first session has expired; the code expired 23 h 56 min ago.
  clock.advance(61 * 60_000);
  expect(await sweepExpired(t.database.db, clock.now())).toEqual({
    sessions: 1,
    codes: 0,
    oauthRequests: 0,
    wallet: 0,
  });
  expect(await sessionOf(fresh.token)).toBe('fresh@example.com');
  expect(await sessionOf(old.token)).toBeUndefined();
  expect(await rows(oneTimeCodes)).toBe(1);

  // 09:06: the code has been expired for a day.
  clock.advance(5 * 60_000);
  expect(await sweepExpired(t.database.db, clock.now())).toEqual({
    sessions: 0,
    codes: 1,
    oauthRequests: 0,
    wallet: 0,
  });
  expect(await rows(sessions)).toBe(1);
});
