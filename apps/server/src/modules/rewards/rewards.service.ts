import { CATALOG_PAGE, milliEpToEp as ep, referralMilestone } from '@earshot/domain';
import type { Clock } from '~/clock';
import { pageOrThrow } from '~/modules/catalog';
import type { EarningHolds } from './earning-holds';
import { readLedgerKey, type Ledger, type LedgerKind } from './ledger';
import type { RatesFor } from './rates';

type Window = { offset?: number | undefined; limit?: number | undefined };

/** Why a bonus was paid, from its key: the welcome bonus, or which referral milestone. */
export type LedgerBonus =
  { reason: 'welcome' } | { reason: 'milestone'; milestoneId: string; minReferees: number };

function bonusOf(key: string): LedgerBonus | undefined {
  const meaning = readLedgerKey(key);
  if (meaning?.of === 'welcomeBonus') return { reason: 'welcome' };
  if (meaning?.of !== 'milestone') return undefined;
  return {
    reason: 'milestone',
    milestoneId: meaning.milestoneId,
    minReferees: referralMilestone(meaning.milestoneId)?.minReferees ?? 0,
  };
}

/** The caller's EP: balances from the ledger, the rates in force, statistics, history. */
export function createRewardsService(deps: {
  ledger: Ledger;
  ratesFor: RatesFor;
  clock: Clock;
  holds?: EarningHolds;
}) {
  return {
    async points(userId: string) {
      const [totals, rates] = await Promise.all([
        deps.ledger.totals(userId),
        deps.ratesFor(userId),
      ]);
      return {
        currentPoints: ep(totals.balanceMilliEp),
        totalEarned: ep(totals.earnedMilliEp),
        totalSpent: ep(totals.spentMilliEp),
        lastUpdated: totals.lastUpdated,
        pointRate: rates.pointRate,
      };
    },
    async listeningState(userId: string) {
      // One snapshot of both: processing moves seconds into the balance, never into both or neither.
      const [figures, rates, heldReason] = await Promise.all([
        deps.ledger.balanceAndUnprocessed(userId),
        deps.ratesFor(userId),
        deps.holds?.reasonOf(userId),
      ]);
      return {
        totalDurationSeconds: figures.unprocessedMs / 1000,
        balance: ep(figures.balanceMilliEp),
        ...rates,
        /** Why an operator holds this account's earning (ADR 0028), if one does. */
        heldReason,
      };
    },
    async statistics(userId: string) {
      const [totals, listening] = await Promise.all([
        deps.ledger.totals(userId),
        deps.ledger.listeningTotals(userId),
      ]);
      return {
        totalPoints: ep(totals.balanceMilliEp),
        totalListeningSeconds: listening.creditedMs / 1000,
        uniqueSongsPlayed: listening.uniqueSongs,
        totalPlays: listening.totalPlays,
        lastCalculated: deps.clock.now(),
      };
    },
    /** A page of the EP history and its total; of `kinds` only when some are given. */
    async ledger(userId: string, req: Window, kinds: readonly LedgerKind[] = []) {
      const page = pageOrThrow(req, CATALOG_PAGE);
      const [rows, total] = await Promise.all([
        deps.ledger.list(userId, page, kinds),
        deps.ledger.count(userId, kinds),
      ]);
      return {
        rows: rows.map(({ idempotencyKey, ...row }) => ({
          ...row,
          bonus: row.kind === 'bonus' ? bonusOf(idempotencyKey) : undefined,
        })),
        total,
      };
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
