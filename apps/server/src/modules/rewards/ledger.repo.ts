import { and, count, countDistinct, desc, eq, inArray, max, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page } from '@earshot/domain';
import { queryRows, type Db, type Tx } from '~/db/client';
import { boostPurchases, ledgerEntries, listeningCredits, listens, tracks } from '~/db/schema';

/** A ledger row as written (its id is the database's). */
export type LedgerRow = Omit<typeof ledgerEntries.$inferInsert, 'id'>;

/**
 * The earned side of the ledger (ADR 0028): positive entries that reverse nothing, and the
 * (negative) reversals of such entries; the rest is the spent side. So a reversal takes back
 * from the figure its entry fed: earned for a credit, spent for a boost bought.
 */
export const EARNED_SIDE = sql`(${ledgerEntries.amountMilliEp} > 0) = (${ledgerEntries.reversesEntryId} is null)`;

/** The entry that reverses another (a self-join of the ledger). */
const reversal = alias(ledgerEntries, 'reversal');

/** A user's entries, of the given kinds only when some are given. */
const ownEntries = (userId: string, kinds: readonly LedgerRow['kind'][]) =>
  kinds.length > 0
    ? and(eq(ledgerEntries.userId, userId), inArray(ledgerEntries.kind, [...kinds]))
    : eq(ledgerEntries.userId, userId);

/**
 * SQL for the EP ledger and the figures derived from it. Only the rewards context imports
 * this file (dependency rule only-rewards-writes-the-ledger); every write goes through
 * `ledger.append` (ledger.ts), which owns idempotency.
 */
export function createLedgerRepo(db: Db) {
  return {
    // Arrow properties: ledger.ts takes the writes apart from the reads.
    /** Inserts a row unless its idempotency key is taken; answers the new id, if any. */
    insert: async (row: LedgerRow, on: Db | Tx = db): Promise<number | undefined> => {
      const [inserted] = await on
        .insert(ledgerEntries)
        .values(row)
        .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
        .returning({ id: ledgerEntries.id });
      return inserted?.id;
    },
    /** The id of the entry holding an idempotency key. */
    idByKey: async (idempotencyKey: string, on: Db | Tx = db): Promise<number | undefined> => {
      const [row] = await on
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
      return row?.id;
    },
    /** One entry, with the id of the entry reversing it, if any; in the caller's transaction. */
    entry: async (id: number, on: Db | Tx = db) => {
      const [row] = await on
        .select({
          id: ledgerEntries.id,
          userId: ledgerEntries.userId,
          kind: ledgerEntries.kind,
          amountMilliEp: ledgerEntries.amountMilliEp,
          reversesEntryId: ledgerEntries.reversesEntryId,
          reversedBy: reversal.id,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .leftJoin(reversal, eq(reversal.reversesEntryId, ledgerEntries.id))
        .where(eq(ledgerEntries.id, id));
      return row;
    },
    async totals(userId: string) {
      const [row] = await db
        .select({
          balance: sum(ledgerEntries.amountMilliEp),
          earned: sql<string>`coalesce(sum(${ledgerEntries.amountMilliEp}) filter (where ${EARNED_SIDE}), 0)`,
          spent: sql<string>`coalesce(-sum(${ledgerEntries.amountMilliEp}) filter (where not ${EARNED_SIDE}), 0)`,
          lastUpdated: max(ledgerEntries.createdAt),
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, userId));
      return {
        balanceMilliEp: Number(row?.balance ?? 0),
        earnedMilliEp: Number(row?.earned ?? 0),
        spentMilliEp: Number(row?.spent ?? 0),
        lastUpdated: row?.lastUpdated ?? undefined,
      };
    },
    /**
     * The balance and the credited listening not yet paid, read in one statement, so in one
     * snapshot: processing pays credit and marks it paid in one transaction, and two reads could
     * fall either side of it (the strip's Earning would drop before Your EP rose, or both would
     * count the same seconds).
     */
    async balanceAndUnprocessed(userId: string) {
      const [row] = await queryRows<{ balance: string | null; unprocessed: string | null }>(
        db,
        sql`
        select
          (select sum(${ledgerEntries.amountMilliEp}) from ${ledgerEntries}
            where ${ledgerEntries.userId} = ${userId}) as balance,
          (select sum(${listeningCredits.creditedMs}) from ${listeningCredits}
            where ${listeningCredits.userId} = ${userId}
              and ${listeningCredits.ledgerEntryId} is null) as unprocessed`,
      );
      return {
        balanceMilliEp: Number(row?.balance ?? 0),
        unprocessedMs: Number(row?.unprocessed ?? 0),
      };
    },
    /** A page of the user's entries, newest first; of `kinds` only when some are given. */
    async list(userId: string, page: Page, kinds: readonly LedgerRow['kind'][] = []) {
      return (
        db
          .select({
            id: ledgerEntries.id,
            kind: ledgerEntries.kind,
            amountMilliEp: ledgerEntries.amountMilliEp,
            createdAt: ledgerEntries.createdAt,
            sessionId: ledgerEntries.sessionId,
            trackId: ledgerEntries.trackId,
            trackTitle: tracks.title,
            creditedMs: ledgerEntries.creditedMs,
            rate: ledgerEntries.rate,
            idempotencyKey: ledgerEntries.idempotencyKey,
            reversesEntryId: ledgerEntries.reversesEntryId,
            reversedBy: reversal.id,
            boostId: boostPurchases.boostId,
            boostMultiplier: boostPurchases.multiplier,
            boostSeconds: sql<
              number | null
            >`extract(epoch from ${boostPurchases.endsAt} - ${boostPurchases.startsAt})::int`,
          })
          .from(ledgerEntries)
          .leftJoin(tracks, eq(tracks.id, ledgerEntries.trackId))
          // The boost an entry bought or granted (at most one, by a unique index).
          .leftJoin(boostPurchases, eq(boostPurchases.ledgerEntryId, ledgerEntries.id))
          // The reversal of an entry (at most one, by a unique index; ADR 0028).
          .leftJoin(reversal, eq(reversal.reversesEntryId, ledgerEntries.id))
          .where(ownEntries(userId, kinds))
          .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
          .limit(page.limit)
          .offset(page.offset)
      );
    },
    /** How many entries the user has; of `kinds` only when some are given. */
    async count(userId: string, kinds: readonly LedgerRow['kind'][] = []) {
      return db.$count(ledgerEntries, ownEntries(userId, kinds));
    },
    /** The balance in milli-EP, read in the caller's transaction when given. */
    async balance(userId: string, on: Db | Tx = db) {
      const [row] = await on
        .select({ balance: sum(ledgerEntries.amountMilliEp) })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, userId));
      return Number(row?.balance ?? 0);
    },
    /** A page of the entries of some kinds, newest first, and how many there are. */
    async listOfKinds(userId: string, kinds: LedgerRow['kind'][], page: Page) {
      const where = and(eq(ledgerEntries.userId, userId), inArray(ledgerEntries.kind, kinds));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: ledgerEntries.id,
            kind: ledgerEntries.kind,
            amountMilliEp: ledgerEntries.amountMilliEp,
            idempotencyKey: ledgerEntries.idempotencyKey,
            createdAt: ledgerEntries.createdAt,
          })
          .from(ledgerEntries)
          .where(where)
          .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: count(), sum: sum(ledgerEntries.amountMilliEp) })
          .from(ledgerEntries)
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0, sumMilliEp: Number(total?.sum ?? 0) };
    },
    async listeningTotals(userId: string) {
      const [credited] = await db
        .select({ ms: sum(listeningCredits.creditedMs) })
        .from(listeningCredits)
        .where(eq(listeningCredits.userId, userId));
      const [plays] = await db
        .select({ total: count(), unique: countDistinct(listens.trackId) })
        .from(listens)
        .where(eq(listens.listenerId, userId));
      return {
        creditedMs: Number(credited?.ms ?? 0),
        totalPlays: plays?.total ?? 0,
        uniqueSongs: plays?.unique ?? 0,
      };
    },
  };
}

export type LedgerRepo = ReturnType<typeof createLedgerRepo>;
