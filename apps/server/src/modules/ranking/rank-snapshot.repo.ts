import { and, asc, between, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { rankEntries, rankSnapshots, rankTotals, users } from '~/db/schema';

/** Which EP a board counts. */
export type RankPeriod = (typeof rankSnapshots.$inferSelect)['period'];

/** A computed board: its id, period, time and how many users it ranks. */
export type RankSnapshot = typeof rankSnapshots.$inferSelect;

/** A row of a board as read: the entry, and the user's name and avatar as they are now. */
export type RankRow = typeof rankEntries.$inferSelect & {
  username: string | null;
  displayName: string | null;
  avatar: string | null;
};

const shown = {
  snapshotId: rankEntries.snapshotId,
  position: rankEntries.position,
  userId: rankEntries.userId,
  rank: rankEntries.rank,
  listeningPoints: rankEntries.listeningPoints,
  referralPoints: rankEntries.referralPoints,
  combinedTotal: rankEntries.combinedTotal,
  username: users.username,
  displayName: users.name,
  avatar: users.image,
};

/** Snapshots kept per period: the latest, and the one before while readers may still hold it. */
const KEEP = 2;

/** SQL over rank snapshots (ADR 0019): written by the rank job, read by index. */
export function createRankSnapshotRepo(db: Db) {
  /** The rows of a snapshot from one position to another, in order, with their users. */
  const rowsBetween = (snapshotId: number, from: number | SQL, to: number | SQL) =>
    db
      .select(shown)
      .from(rankEntries)
      .leftJoin(users, eq(users.id, rankEntries.userId))
      .where(and(eq(rankEntries.snapshotId, snapshotId), between(rankEntries.position, from, to)))
      .orderBy(asc(rankEntries.position));

  return {
    /**
     * Computes one board from the running totals of the window starting at `since` (kept from
     * the ledger by a trigger, ADR 0019 amended): EP earned, listening and referral programme
     * apart, each rounded to whole points; users with none are not ranked, nor are deleted
     * accounts (their tombstones keep the ledger, ADR 0023). Keeps the latest snapshots only
     * and forgets the totals of the period's windows that have ended. Answers the new snapshot.
     */
    async compute(period: RankPeriod, since: Date, now: Date): Promise<RankSnapshot> {
      return db.transaction(async (tx) => {
        const [snapshot] = await tx
          .insert(rankSnapshots)
          .values({ period, computedAt: now, userCount: 0 })
          .returning({ id: rankSnapshots.id });
        const id = snapshot!.id;
        // One sort of every ranked user: in memory, not on disk (the default is 4 MB).
        await tx.execute(sql`set local work_mem = '128MB'`);
        // Whole points: amounts are positive, so (x + 500) / 1000 rounds half up as round() would.
        await tx.execute(sql`
          with ranked as (
            select t.user_id, t.listening, t.referral, t.listening + t.referral as combined
            from (
              select user_id, (listening_milli_ep + 500) / 1000 as listening,
                (referral_milli_ep + 500) / 1000 as referral
              from rank_totals where period = ${period} and since = ${since}
            ) t join users u on u.id = t.user_id and u.status = 'active'
          )
          insert into rank_entries (snapshot_id, position, user_id, rank, listening_points,
            referral_points, combined_total)
          select ${id}, row_number() over (order by combined desc, user_id collate "C"),
            user_id, rank() over (order by combined desc), listening, referral, combined
          from ranked where combined > 0`);
        // Positions are 1..n: the count is the last one, read from the primary key.
        const [counted] = await tx
          .update(rankSnapshots)
          .set({
            userCount: sql`(select coalesce(max(position), 0) from rank_entries
              where snapshot_id = ${id})`,
          })
          .where(eq(rankSnapshots.id, id))
          .returning();
        await tx.execute(sql`
          with dropped as (
            delete from rank_snapshots where period = ${period} and id not in (
              select id from rank_snapshots where period = ${period}
              order by computed_at desc, id desc limit ${KEEP})
            returning id)
          delete from rank_entries where snapshot_id in (select id from dropped)`);
        await tx
          .delete(rankTotals)
          .where(and(eq(rankTotals.period, period), lt(rankTotals.since, since)));
        return counted!;
      });
    },
    async latest(period: RankPeriod) {
      const [row] = await db
        .select()
        .from(rankSnapshots)
        .where(eq(rankSnapshots.period, period))
        .orderBy(desc(rankSnapshots.computedAt), desc(rankSnapshots.id))
        .limit(1);
      return row;
    },
    async page(snapshotId: number, offset: number, limit: number): Promise<RankRow[]> {
      return rowsBetween(snapshotId, offset + 1, offset + limit);
    },
    /**
     * A user's row and the `around` rows either side of it, by position, in one indexed read;
     * none when the user is not ranked.
     */
    async near(snapshotId: number, userId: string, around: number): Promise<RankRow[]> {
      const own = db
        .select({ position: rankEntries.position })
        .from(rankEntries)
        .where(and(eq(rankEntries.snapshotId, snapshotId), eq(rankEntries.userId, userId)));
      return rowsBetween(snapshotId, sql`(${own}) - ${around}`, sql`(${own}) + ${around}`);
    },
  };
}

export type RankSnapshotRepo = ReturnType<typeof createRankSnapshotRepo>;
