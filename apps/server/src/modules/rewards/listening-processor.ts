import { milliEpFor } from '@earshot/domain';
import type { Clock } from '~/clock';
import type { Db } from '~/db/client';
import { listeningCreditsRepo } from '~/modules/listening';
import { createEarningHolds } from './earning-holds';
import { createLedger, ledgerKeys } from './ledger';
import type { RatesFor } from './rates';

/** Credits taken per run; the rest wait for the next. */
const BATCH_LIMIT = 5000;

/**
 * Turns unprocessed listening credits into ledger entries at the rate in force: one entry
 * per session and run, keyed by its settlements (so a replay appends nothing), appended in
 * the same transaction that marks its credits paid; an account whose earning an operator holds
 * is paid 0 (ADR 0028). Returns how many entries it wrote; once
 * they are committed, `credited` is told the EP they hold.
 */
export async function processListening(
  db: Db,
  deps: { clock: Clock; ratesFor: RatesFor; credited?: ((milliEp: number) => void) | undefined },
): Promise<number> {
  const ledger = createLedger(db, deps);
  const holds = createEarningHolds(db);
  let paid = 0;
  const written = await db.transaction(async (tx) => {
    let entries = 0;
    const batches = await listeningCreditsRepo.lockUnpaid(tx, BATCH_LIMIT);
    const held = await holds.heldAmong(
      batches.map((b) => b.userId),
      tx,
    );
    for (const batch of batches) {
      const rate = (await deps.ratesFor(batch.userId, tx)).pointRate;
      // A held account's listening is paid nothing, for good: a release pays from then on.
      const amount = held.has(batch.userId) ? 0 : milliEpFor(batch.creditedMs, rate);
      const { entryId, appended } = await ledger.append(
        {
          userId: batch.userId,
          kind: 'listening',
          amountMilliEp: amount,
          idempotencyKey: ledgerKeys.listening(batch.sessionId, batch.first, batch.last),
          listening: {
            sessionId: batch.sessionId,
            trackId: batch.trackId,
            creditedMs: batch.creditedMs,
            rate,
          },
        },
        tx,
      );
      await listeningCreditsRepo.markPaid(tx, batch, entryId);
      if (appended) {
        entries += 1;
        paid += amount;
      }
    }
    return entries;
  });
  deps.credited?.(paid);
  return written;
}
