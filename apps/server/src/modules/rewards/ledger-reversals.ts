import { REASONS } from '@earshot/wire';
import type { Tx } from '~/db/client';
import { AppError } from '~/errors';
import { ledgerKeys, type Ledger, type LedgerKind } from './ledger';

const notReversible = (message: string) =>
  new AppError('failed_precondition', REASONS.ledgerEntryNotReversible, message);

/** What a reversal did: the entry, its compensating entry, the balance either side. */
export interface Reversed {
  entry: { id: number; userId: string; kind: LedgerKind; amountMilliEp: number; createdAt: Date };
  reversalId: number;
  balanceBeforeMilliEp: number;
  balanceAfterMilliEp: number;
  /** Whether a boost the entry bought was running and ended with the reversal. */
  boostEnded: boolean;
}

/**
 * Reversals of ledger entries (ADR 0028): a compensating entry of the same kind and the opposite
 * amount, linked to the entry it takes back. Nothing is updated or deleted; an entry is reversed
 * at most once (a unique key and a unique link), and a reversal is never reversed itself.
 * Reversing a boost purchase also ends the boost it bought, from the reversal on.
 */
export function createLedgerReversals(
  ledger: Ledger,
  /** Ends the boost a spend bought, if it still runs (boosts.service `endBoughtBy`). */
  endBoostBoughtBy: (tx: Tx, entryId: number) => Promise<boolean>,
) {
  async function entryOrThrow(entryId: number, on?: Tx) {
    const entry = await ledger.entry(entryId, on);
    if (!entry)
      throw new AppError(
        'not_found',
        REASONS.ledgerEntryNotFound,
        `There is no ledger entry ${entryId}.`,
      );
    return entry;
  }

  return {
    /**
     * The entry, or NotFound: read before the reversal's transaction what it needs from other
     * contexts (on PGlite's one connection a read outside a transaction waits for its end).
     */
    entryOrThrow: (entryId: number) => entryOrThrow(entryId),

    /** Reverses one entry in the caller's transaction (with its audit entry). */
    async reverse(entryId: number, tx: Tx): Promise<Reversed> {
      const entry = await entryOrThrow(entryId, tx);
      if (entry.reversesEntryId !== null)
        throw notReversible(`Ledger entry ${entryId} is a reversal: it cannot be reversed.`);
      if (entry.reversedBy !== null)
        throw notReversible(
          `Ledger entry ${entryId} was reversed already (by entry ${entry.reversedBy}).`,
        );
      if (entry.amountMilliEp === 0)
        throw notReversible(`Ledger entry ${entryId} moved 0 EP: there is nothing to reverse.`);
      const balanceBeforeMilliEp = await ledger.balance(entry.userId, tx);
      const done = await ledger.append(
        {
          userId: entry.userId,
          kind: entry.kind,
          amountMilliEp: -entry.amountMilliEp,
          idempotencyKey: ledgerKeys.reversal(entryId),
          reversesEntryId: entryId,
        },
        tx,
      );
      // Another reversal of the same entry committed since the read above.
      if (!done.appended) throw notReversible(`Ledger entry ${entryId} was reversed already.`);
      // A refunded purchase takes its boost back: the rate drops from now on.
      const boostEnded =
        entry.kind === 'boost' && entry.amountMilliEp < 0
          ? await endBoostBoughtBy(tx, entryId)
          : false;
      return {
        boostEnded,
        entry,
        reversalId: done.entryId,
        balanceBeforeMilliEp,
        balanceAfterMilliEp: balanceBeforeMilliEp - entry.amountMilliEp,
      };
    },
  };
}

export type LedgerReversals = ReturnType<typeof createLedgerReversals>;
