import { and, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '~/db/client';
import { referrals, users } from '~/db/schema';

/** A referral as stored. */
export type ReferralRow = typeof referrals.$inferSelect;

/** Credited listening paid into EP, in ms, of the user in `userId` (a correlated subquery). */
const paidListeningMs = (userId: unknown) => sql<number>`(
  select coalesce(sum(l.credited_ms), 0) from ledger_entries l
  where l.user_id = ${userId} and l.kind = 'listening')`;

/** SQL over referrals. */
/** A referrer's referees whose reward vested. */
const rewardedBy = (referrerId: string) =>
  and(eq(referrals.referrerId, referrerId), isNotNull(referrals.rewardEntryId));

export function createReferralRepo(db: Db) {
  return {
    async byReferee(refereeId: string, on: Db | Tx = db) {
      const [row] = await on.select().from(referrals).where(eq(referrals.refereeId, refereeId));
      return row;
    },
    /** Inserts a referral unless the referee has one; answers whether it did. */
    async insert(tx: Tx, row: typeof referrals.$inferInsert) {
      const inserted = await tx
        .insert(referrals)
        .values(row)
        .onConflictDoNothing({ target: referrals.refereeId })
        .returning({ id: referrals.id });
      return inserted.length > 0;
    },
    /** Whether following referrer links up from `from` reaches `target` (a circle would close). */
    async chainReaches(tx: Tx, from: string, target: string) {
      const rows = await queryRows<{ hit: number }>(
        tx,
        sql`
          with recursive up(id, depth) as (
            select referrer_id, 1 from referrals where referee_id = ${from}
            union all
            select r.referrer_id, up.depth + 1 from referrals r join up on r.referee_id = up.id
            where up.depth < 100
          )
          select 1 as hit from up where id = ${target} limit 1`,
      );
      return rows.length > 0;
    },
    /** A referrer's referees by state; `rewarded` are those whose reward vested. */
    async counts(referrerId: string) {
      const [row] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${referrals.status} = 'active')::int`,
          rewarded: sql<number>`count(${referrals.rewardEntryId})::int`,
        })
        .from(referrals)
        .where(eq(referrals.referrerId, referrerId));
      const total = row?.total ?? 0;
      const active = Number(row?.active ?? 0);
      return { total, active, pending: total - active, rewarded: Number(row?.rewarded ?? 0) };
    },
    /** Active referees whose reward vested: what the referral rate and milestones count. */
    async rewardedCount(referrerId: string, on: Db | Tx = db) {
      return on.$count(referrals, rewardedBy(referrerId));
    },
    /** A page of a referrer's referees, newest first, with how long each has listened. */
    async listForReferrer(referrerId: string, page: { offset: number; limit: number }) {
      return db
        .select({
          id: referrals.id,
          refereeId: referrals.refereeId,
          createdAt: referrals.createdAt,
          status: referrals.status,
          rewarded: isNotNull(referrals.rewardEntryId),
          rewardMilliEp: sql<number | null>`(
            select e.amount_milli_ep from ledger_entries e where e.id = ${referrals.rewardEntryId})`,
          name: users.name,
          listenedMs: paidListeningMs(referrals.refereeId),
        })
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.refereeId))
        .where(eq(referrals.referrerId, referrerId))
        .orderBy(desc(referrals.createdAt), desc(referrals.id))
        .limit(page.limit)
        .offset(page.offset);
    },
    /** Pending referrals whose referee has listened `activeMs` or more, oldest first. */
    async readyToVest(limit: number, activeMs: number) {
      return db
        .select({ id: referrals.id })
        .from(referrals)
        .where(
          and(
            eq(referrals.status, 'pending'),
            sql`${paidListeningMs(referrals.refereeId)} >= ${activeMs}`,
          ),
        )
        .orderBy(referrals.createdAt)
        .limit(limit);
    },
    /** Locks a referral while it is still pending; undefined when it is not (any more). */
    async lockPending(tx: Tx, id: string) {
      const [row] = await tx
        .select()
        .from(referrals)
        .where(and(eq(referrals.id, id), eq(referrals.status, 'pending')))
        .for('update', { skipLocked: true });
      return row;
    },
    /** Rewards a referrer was paid since `since` (the daily cap's count). */
    async rewardedSince(tx: Tx, referrerId: string, since: Date) {
      return tx.$count(referrals, and(rewardedBy(referrerId), gte(referrals.activatedAt, since)));
    },
    async activate(tx: Tx, id: string, at: Date, rewardEntryId: number | null) {
      await tx
        .update(referrals)
        .set({ status: 'active', activatedAt: at, rewardEntryId })
        .where(eq(referrals.id, id));
    },
  };
}

export type ReferralRepo = ReturnType<typeof createReferralRepo>;
