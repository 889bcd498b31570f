import { and, eq, gt, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { ledgerEntries } from '~/db/schema';

/**
 * Accounts with at least `min` boost purchases refunded since `since` (fraud review, ADR 0028):
 * a refund is the reversal of a purchase, an entry of kind boost giving EP back.
 */
export function boostRefunds(
  db: Db,
  since: Date,
  min: number,
): Promise<{ userId: string; count: number }[]> {
  return db
    .select({ userId: ledgerEntries.userId, count: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'boost'),
        isNotNull(ledgerEntries.reversesEntryId),
        gt(ledgerEntries.amountMilliEp, 0),
        gte(ledgerEntries.createdAt, since),
      ),
    )
    .groupBy(ledgerEntries.userId)
    .having(sql`count(*) >= ${min}`);
}
