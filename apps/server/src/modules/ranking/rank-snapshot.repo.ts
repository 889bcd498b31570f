import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { rankEntries, rankSnapshots } from '~/db/schema';

/** Which EP a board counts. */
export type RankPeriod = (typeof rankSnapshots.$inferSelect)['period'];

/** A row of a board as read. */
export type RankEntryRow = typeof rankEntries.$inferSelect;

/** Snapshots kept per period: the latest, and the one before while readers may still hold it. */
const KEEP = 2;

/** SQL over rank snapshots (ADR 0019): written by the rank job, read by index. */
export function createRankSnapshotRepo(db: Db) {
  return {
    /**
     * Computes one board from the ledger: EP earned (positive entries) since `since`, listening
     * and referral programme apart, each rounded to whole points; users with none are not
     * ranked, nor are deleted accounts (their tombstones keep the ledger, ADR 0023). Keeps the
     * latest snapshots only. Answers the new snapshot's id.
     */
    async compute(period: RankPeriod, since: Date, now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const [snapshot] = await tx
          .insert(rankSnapshots)
          .values({ period, computedAt: now, userCount: 0 })
          .returning({ id: rankSnapshots.id });
        const id = snapshot!.id;
        await tx.execute(sql`
          with earned as (
            select user_id,
              round(coalesce(sum(amount_milli_ep) filter (where kind = 'listening'), 0) / 1000.0)::bigint as listening,
              round(coalesce(sum(amount_milli_ep) filter (where kind in ('referral', 'bonus')), 0) / 1000.0)::bigint as referral
            from ledger_entries
            where amount_milli_ep > 0 and created_at >= ${since} and created_at <= ${now}
            group by user_id
          ), totals as (
            select user_id, listening, referral, listening + referral as combined from earned
          )
          insert into rank_entries (snapshot_id, position, user_id, rank, listening_points,
            referral_points, combined_total, username, display_name, avatar)
          select ${id}, row_number() over (order by t.combined desc, t.user_id),
            t.user_id, rank() over (order by t.combined desc), t.listening, t.referral,
            t.combined, u.username, u.name, u.image
          from totals t join users u on u.id = t.user_id
          where t.combined > 0 and u.status = 'active'`);
        await tx.execute(sql`
          update rank_snapshots set user_count =
            (select count(*) from rank_entries where snapshot_id = ${id})
          where id = ${id}`);
        await tx.execute(sql`
          delete from rank_snapshots where period = ${period} and id not in (
            select id from rank_snapshots where period = ${period}
            order by computed_at desc, id desc limit ${KEEP})`);
        return id;
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
    async page(snapshotId: number, offset: number, limit: number) {
      return db
        .select()
        .from(rankEntries)
        .where(
          and(
            eq(rankEntries.snapshotId, snapshotId),
            between(rankEntries.position, offset + 1, offset + limit),
          ),
        )
        .orderBy(asc(rankEntries.position));
    },
    async entryOf(snapshotId: number, userId: string) {
      const [row] = await db
        .select()
        .from(rankEntries)
        .where(and(eq(rankEntries.snapshotId, snapshotId), eq(rankEntries.userId, userId)));
      return row;
    },
  };
}

export type RankSnapshotRepo = ReturnType<typeof createRankSnapshotRepo>;
