import { milliEpFor } from '@earshot/domain';
import type { Clock } from '~/clock';
import type { Db } from '~/db/client';
import { listeningCreditsRepo } from '~/modules/listening';
import { createLedger, ledgerKeys } from './ledger';
import type { RatesFor } from './rates';

/** Credits taken per run; the rest wait for the next. */
const BATCH_LIMIT = 5000;

/**
 * Turns unprocessed listening credits into ledger entries at the rate in force: one entry
 * per session and run, keyed by its settlements (so a replay appends nothing), appended in
 * the same transaction that marks its credits paid. Returns how many entries it wrote; once
 * they are committed, `credited` is told the EP they hold.
 */
export async function processListening(
  db: Db,
  deps: { clock: Clock; ratesFor: RatesFor; credited?: ((milliEp: number) => void) | undefined },
): Promise<number> {
  const ledger = createLedger(db, deps);
  let paid = 0;
  const written = await db.transaction(async (tx) => {
    let entries = 0;
    for (const batch of await listeningCreditsRepo.lockUnpaid(tx, BATCH_LIMIT)) {
      const rate = (await deps.ratesFor(batch.userId, tx)).pointRate;
      const amount = milliEpFor(batch.creditedMs, rate);
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
