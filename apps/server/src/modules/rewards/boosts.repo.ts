import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '~/db/client';
import { boostPurchases } from '~/db/schema';

/** A boost purchase as stored. */
export type BoostPurchaseRow = typeof boostPurchases.$inferSelect;

/** SQL over boost purchases (the rewards context owns them: a purchase is a ledger spend). */
export function createBoostRepo(db: Db) {
  return {
    /**
     * Locks the buyer's row until the transaction ends, so two purchases of one account run one
     * after the other (the second sees the first's boost and balance).
     */
    async lockBuyer(tx: Tx, userId: string) {
      await tx.execute(sql`select id from users where id = ${userId} for update`);
    },
    /** The boost with the highest multiplier running at `now`, if any. */
    async strongestRunning(userId: string, now: Date, on: Db | Tx = db) {
      const [row] = await on
        .select()
        .from(boostPurchases)
        .where(
          and(
            eq(boostPurchases.userId, userId),
            lte(boostPurchases.startsAt, now),
            gt(boostPurchases.endsAt, now),
          ),
        )
        .orderBy(desc(boostPurchases.multiplier), desc(boostPurchases.endsAt))
        .limit(1);
      return row;
    },
    /** Ends at `at` the boost bought by the spend `ledgerEntryId` if it runs longer; answers if it did. */
    async endBoughtBy(tx: Tx, ledgerEntryId: number, at: Date) {
      const ended = await tx
        .update(boostPurchases)
        .set({ endsAt: at })
        .where(and(eq(boostPurchases.ledgerEntryId, ledgerEntryId), gt(boostPurchases.endsAt, at)))
        .returning({ id: boostPurchases.id });
      return ended.length > 0;
    },
    async insert(tx: Tx, row: BoostPurchaseRow) {
      await tx.insert(boostPurchases).values(row);
    },
  };
}

export type BoostRepo = ReturnType<typeof createBoostRepo>;
