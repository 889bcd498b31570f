import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '~/db/client';
import { earningHolds } from '~/db/schema';

/**
 * Earning held by an operator (ADR 0028): sessions still run and credit time, the processor
 * pays the held account's credit 0 EP, and the listener is told why.
 */
export function createEarningHolds(db: Db) {
  return {
    /** The reason of the hold on an account, or undefined when it earns. */
    async reasonOf(userId: string, on: Db | Tx = db): Promise<string | undefined> {
      const [row] = await on
        .select({ reason: earningHolds.reason })
        .from(earningHolds)
        .where(eq(earningHolds.userId, userId));
      return row?.reason;
    },
    /** Of these accounts, the held ones: one statement for a processing run's batches. */
    async heldAmong(userIds: readonly string[], on: Db | Tx = db): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await on
        .select({ userId: earningHolds.userId })
        .from(earningHolds)
        .where(inArray(earningHolds.userId, [...new Set(userIds)]));
      return new Set(rows.map((row) => row.userId));
    },
    /** Holds an account's earning; answers the reason it replaced, if it was held already. */
    async hold(userId: string, reason: string, on: Db | Tx = db): Promise<string | undefined> {
      const before = await this.reasonOf(userId, on);
      await on
        .insert(earningHolds)
        .values({ userId, reason })
        .onConflictDoUpdate({ target: earningHolds.userId, set: { reason } });
      return before;
    },
    /** Releases it; answers the reason it had, or undefined when it was not held. */
    async release(userId: string, on: Db | Tx = db): Promise<string | undefined> {
      const [row] = await on
        .delete(earningHolds)
        .where(eq(earningHolds.userId, userId))
        .returning({ reason: earningHolds.reason });
      return row?.reason;
    },
  };
}

export type EarningHolds = ReturnType<typeof createEarningHolds>;
