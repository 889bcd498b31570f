import { and, asc, between, desc, eq, getTableName, lt, sql } from 'drizzle-orm';
import { queryPrepared, queryRows, type Db } from '~/db/client';
import { isLockTimeout, isStillDependedOn } from '~/db/sqlstate';
import {
  RANK_ENTRIES_PREFIX,
  rankEntriesOf,
  rankLatest,
  rankSnapshots,
  rankTotals,
  users,
} from '~/db/schema';

/** Which EP a board counts. */
export type RankPeriod = (typeof rankSnapshots.$inferSelect)['period'];

/** A computed board: its id, period, time and how many users it ranks. */
export type RankSnapshot = typeof rankSnapshots.$inferSelect;

/** A row of a board as read: the entry, and the user's name and avatar as they are now. */
export type RankRow = ReturnType<typeof rankEntriesOf>['$inferSelect'] & {
  username: string | null;
  displayName: string | null;
  avatar: string | null;
};

/** Snapshots kept per period: the latest, and the one before while readers may still hold it. */
const KEEP = 2;

/** How long dropping a forgotten snapshot's table may wait for its readers (then: next refresh). */
const DROP_WAIT = '50ms';

/** SQL over rank snapshots (ADR 0019): written by the rank job, read by index. */
export function createRankSnapshotRepo(db: Db) {
  /**
   * Drops the entries tables of snapshots no longer kept (and of refreshes that died), each in
   * a short transaction of its own that waits at most DROP_WAIT for the reads in flight.
   */
  const dropForgotten = async () => {
    const forgotten = await queryRows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c
        where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
          and c.relname ~ ${`^${RANK_ENTRIES_PREFIX}[0-9]+$`}
          and c.relname not in (select ${RANK_ENTRIES_PREFIX} || id from rank_snapshots)`,
    );
    for (const { name } of forgotten) {
      try {
        await db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local lock_timeout = '${DROP_WAIT}'`));
          await tx.execute(sql`drop table if exists ${sql.identifier(name)}`);
        });
      } catch (error) {
        // Still read (by a period's latest view, after refreshes that raced): left for later.
        if (!isLockTimeout(error) && !isStillDependedOn(error)) throw error;
      }
    }
  };

  /** Entries with their users' names and avatars as they are now. */
  const withUsers = (entries: ReturnType<typeof rankEntriesOf>) =>
    db
      .select({
        position: entries.position,
        userId: entries.userId,
        rank: entries.rank,
        listeningPoints: entries.listeningPoints,
        referralPoints: entries.referralPoints,
        combinedTotal: entries.combinedTotal,
        username: users.username,
        displayName: users.name,
        avatar: users.image,
      })
      .from(entries)
      // The entries' user ids compare bytewise ("C", as they are indexed): the join compares
      // in the users' own collation, so it walks their primary key.
      .leftJoin(users, sql`${users.id} = ${entries.userId} collate "default"`);

  /**
   * The `count` rows of a snapshot from position `from` on, in order, with their users, up to
   * position `to`. The limit keeps the plan (here and in 'near me') an ordered walk of the
   * position index: a fresh snapshot has no statistics, and a range of positions known only
   * when the statement runs is estimated at thousands of rows (a parallel scan, 30 ms, not 0.2).
   */
  const rowsFrom = (snapshotId: number, from: number, to: number, count: number) => {
    const entries = rankEntriesOf(snapshotId);
    return withUsers(entries)
      .where(between(entries.position, from, to))
      .orderBy(asc(entries.position))
      .limit(count);
  };

  return {
    /**
     * Computes one board from the running totals of the window starting at `since` (kept from
     * the ledger by a trigger, ADR 0019 amended): EP earned, listening and referral programme
     * apart, each rounded to whole points; users with none are not ranked, nor are deleted
     * accounts (their tombstones keep the ledger, ADR 0023). Keeps the latest snapshots only
     * and forgets the totals of the period's windows that have ended. Answers the new snapshot.
     */
    async compute(period: RankPeriod, since: Date, now: Date): Promise<RankSnapshot> {
      const snapshot = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(rankSnapshots)
          .values({ period, computedAt: now, userCount: 0 })
          .returning({ id: rankSnapshots.id });
        const id = inserted!.id;
        const entries = sql.identifier(getTableName(rankEntriesOf(id)));
        // One sort of every ranked user and two index builds: in memory, not on disk (the
        // defaults are 4 and 64 MB); no JIT, whose compiling costs more than it saves here.
        await tx.execute(sql`set local work_mem = '128MB'`);
        await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
        await tx.execute(sql`set local jit = off`);
        // A table of its own, filled before it has an index (in parallel, as CREATE TABLE AS
        // may be and INSERT … SELECT may not), then indexed once; user ids in the "C"
        // collation, whose bytewise order builds their index a third faster. Whole points:
        // amounts are positive, so (x + 500) / 1000 rounds half up as round() would.
        await tx.execute(sql`
          create table ${entries} as
          select (row_number() over (order by combined desc, user_id collate "C"))::int as position,
            user_id collate "C" as user_id, (rank() over (order by combined desc))::int as rank,
            listening as listening_points, referral as referral_points, combined as combined_total
          from (
            select t.user_id, t.listening, t.referral, t.listening + t.referral as combined
            from (
              select r.user_id, (r.listening_milli_ep + 500) / 1000 as listening,
                (r.referral_milli_ep + 500) / 1000 as referral
              from rank_totals r where r.period = ${period} and r.since = ${since}
                and not exists (select from users u
                  where u.id = r.user_id and u.status <> 'active')
            ) t
          ) ranked where combined > 0`);
        await tx.execute(sql`create unique index on ${entries} (position)`);
        await tx.execute(sql`create unique index on ${entries} (user_id)`);
        // Last, so readers of the period's latest entries wait for it only until the commit.
        await tx.execute(sql`create or replace view ${rankLatest[period]} as
          select position, user_id, rank, listening_points, referral_points, combined_total
          from ${entries}`);
        // Positions are 1..n: the count is the last one, read from the index.
        const [counted] = await tx
          .update(rankSnapshots)
          .set({ userCount: sql`(select coalesce(max(position), 0) from ${entries})` })
          .where(eq(rankSnapshots.id, id))
          .returning();
        await tx.execute(sql`
          delete from rank_snapshots where period = ${period} and id not in (
            select id from rank_snapshots where period = ${period}
            order by computed_at desc, id desc limit ${KEEP})`);
        await tx
          .delete(rankTotals)
          .where(and(eq(rankTotals.period, period), lt(rankTotals.since, since)));
        return counted!;
      });
      await dropForgotten();
      return snapshot;
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
      return rowsFrom(snapshotId, offset + 1, offset + limit, limit);
    },
    /**
     * Each user's row and the `around` rows either side of it, by position, from the period's
     * latest entries (the view the last refresh pointed at its table), for many users in one
     * statement (the calls that arrive together, batched by the service); no rows for a user
     * who is not ranked. The text is the same for every snapshot and batch, so it is prepared
     * once per connection: planning it cost three times its run.
     */
    async near(
      period: RankPeriod,
      userIds: readonly string[],
      around: number,
    ): Promise<Map<string, RankRow[]>> {
      const latest = rankLatest[period];
      const rows = await queryPrepared<RankRow & { asked: string }>(
        db,
        sql`select q.asked, e.position, e.user_id as "userId", e.rank,
            e.listening_points::float8 as "listeningPoints",
            e.referral_points::float8 as "referralPoints",
            e.combined_total::float8 as "combinedTotal",
            u.username, u.name as "displayName", u.image as avatar
          from unnest(${sql.param([...userIds])}::text[]) as q(asked)
          cross join lateral (select l.position from ${latest} l where l.user_id = q.asked) own
          cross join lateral (select * from ${latest} l
            where l.position between own.position - ${around} and own.position + ${around}
            order by l.position limit ${2 * around + 1}) e
          left join users u on u.id = e.user_id collate "default"
          order by q.asked, e.position`,
      );
      const byUser = new Map<string, RankRow[]>();
      for (const { asked, ...row } of rows) {
        const list = byUser.get(asked);
        if (list) list.push(row);
        else byUser.set(asked, [row]);
      }
      return byUser;
    },
  };
}

export type RankSnapshotRepo = ReturnType<typeof createRankSnapshotRepo>;
