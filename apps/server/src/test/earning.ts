import { eq, sum } from 'drizzle-orm';
import { ledgerEntries } from '~/db/schema';
import { processListening } from '~/modules/rewards';
import { createEarning } from '~/services';
import { openListeningSocket } from './listening-socket';
import type { TestClock } from './test-clock';
import type { TestServer } from './test-server';

/**
 * Listens to a track through the real socket for `seconds` on the test clock: a heartbeat every
 * 30 s (the most one interval credits), a new session every 5 minutes (the socket takes at most
 * 20 frames a second).
 */
export async function listenFor(
  t: TestServer,
  clock: TestClock,
  token: string,
  seconds: number,
  trackId = 1,
) {
  for (let heard = 0; heard < seconds; heard += 300) {
    await session(t, clock, token, Math.min(300, seconds - heard), trackId);
  }
}

async function session(
  t: TestServer,
  clock: TestClock,
  token: string,
  seconds: number,
  trackId: number,
) {
  const ws = await openListeningSocket(t.baseUrl, token);
  ws.send('play', { track_id: trackId });
  await ws.next('session_start');
  for (let heard = 0; heard < seconds; heard += 30) {
    clock.advance(Math.min(30, seconds - heard) * 1000);
    ws.send('heartbeat');
    await ws.next('heartbeat');
  }
  ws.send('end');
  await ws.next('session_end');
  await ws.close();
}

/**
 * Runs the background steps once, as the jobs would: listening into EP at the rates in force,
 * referral vesting, and the rank snapshots.
 */
export async function settle(t: TestServer, clock: TestClock) {
  const earning = createEarning(t.database.db, clock);
  // The reward rules an operator set (ADR 0028), read before paying.
  await earning.rules.current();
  await processListening(t.database.db, { clock, ratesFor: earning.ratesFor });
  await earning.vest();
  await earning.ranking.refreshAll();
}

/** A user's EP as the ledger rows sum it, read straight from the table. */
export async function ledgerSum(t: TestServer, userId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ total: sum(ledgerEntries.amountMilliEp) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return Number(row?.total ?? 0) / 1000;
}
