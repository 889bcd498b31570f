import { sql } from 'drizzle-orm';
import {
  TRENDING_LISTENS_PER_LISTENER_TRACK_DAY,
  TRENDING_MAX_RANK,
  TRENDING_WINDOWS,
  type TrendingPeriodName,
} from '@earshot/domain';
import { queryRows, type Db } from '~/db/client';

// Serialises trending computations across server instances.
const TRENDING_LOCK_KEY = 7_340_022;
// Snapshots kept per (period, genre): the newest, and the one before it for readers that
// started before the newest was committed.
const SNAPSHOTS_KEPT = 2;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Scores one period's Listens into a temporary table: per track, the decayed score and the
 * counted plays of this window, and the same for the window before it (decayed from that
 * window's end), which gives the previous ranking. At most N Listens per listener, track
 * and UTC day count. Runs inside the caller's transaction.
 */
async function scoreListens(tx: Tx, period: TrendingPeriodName, now: Date) {
  const { windowSeconds, halfLifeSeconds } = TRENDING_WINDOWS[period];
  const start = new Date(now.getTime() - windowSeconds * 1000);
  const previousStart = new Date(now.getTime() - 2 * windowSeconds * 1000);
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const startAt = sql`${start.toISOString()}::timestamptz`;
  const halfLife = sql`${halfLifeSeconds}::float8`;
  await tx.execute(sql`drop table if exists trending_scores`);
  await tx.execute(sql`
    create temp table trending_scores on commit drop as
    with capped as (
      select l.track_id, l.listened_at,
        row_number() over (
          partition by l.listener_id, l.track_id, (l.listened_at at time zone 'UTC')::date
          order by l.listened_at
        ) as n
      from listens l
      where l.listened_at > ${previousStart.toISOString()}::timestamptz and l.listened_at <= ${nowAt}
    )
    select c.track_id, coalesce(t.genre_id, 0) as genre_id,
      sum(case when c.listened_at > ${startAt}
        then power(0.5, extract(epoch from (${nowAt} - c.listened_at)) / ${halfLife})
        else 0 end)::float8 as score,
      sum(case when c.listened_at <= ${startAt}
        then power(0.5, extract(epoch from (${startAt} - c.listened_at)) / ${halfLife})
        else 0 end)::float8 as previous_score,
      (count(*) filter (where c.listened_at > ${startAt}))::int as plays,
      (count(*) filter (where c.listened_at <= ${startAt}))::int as previous_plays
    from capped c join tracks t on t.id = c.track_id
    where c.n <= ${TRENDING_LISTENS_PER_LISTENER_TRACK_DAY}
    group by c.track_id, t.genre_id`);
}

async function snapshotGenre(
  tx: Tx,
  period: TrendingPeriodName,
  genreId: number,
  now: Date,
): Promise<number> {
  const periodDate = now.toISOString().slice(0, 10);
  const created = await queryRows<{ id: number }>(
    tx,
    sql`
    insert into trending_snapshots (period, genre_id, period_date, computed_at)
    values (${period}, ${genreId}::int, ${periodDate}::date, ${now.toISOString()}::timestamptz)
    returning id`,
  );
  const id = created[0]!.id;
  // Each row keeps what a page shows of it as one JSON array (`cells`, in the order
  // trending.repo.ts's PageCells reads), so reading a page needs no join and no parsing per cell.
  await tx.execute(sql`
    insert into trending_tracks
      (snapshot_id, rank, track_id, score, plays, previous_rank, previous_plays, cells)
    select ${id}, s.rank, s.track_id, s.score, s.plays, s.previous_rank, s.previous_plays,
      json_build_array(s.rank, s.score, s.plays, s.previous_rank, s.previous_plays, s.track_id,
        t.title, t.artist_id, ar.name, t.album_id, al.title, t.genre_id, t.track_number,
        t.duration_seconds, t.url, t.source, t.image_url)::text
    from (
      select *,
        row_number() over (
          partition by plays > 0 order by score desc, plays desc, track_id)::int as rank,
        case when previous_plays > 0 then row_number() over (
          partition by previous_plays > 0
          order by previous_score desc, previous_plays desc, track_id)::int end as previous_rank
      from trending_scores
      where ${genreId}::int = 0 or genre_id = ${genreId}::int
    ) s
    join tracks t on t.id = s.track_id
    left join artists ar on ar.id = t.artist_id
    left join albums al on al.id = t.album_id
    where s.plays > 0 and s.rank <= ${TRENDING_MAX_RANK}`);
  await tx.execute(sql`
    update trending_snapshots set track_count =
      (select count(*) from trending_tracks where snapshot_id = ${id})
    where id = ${id}`);
  await tx.execute(sql`
    delete from trending_snapshots where period = ${period} and genre_id = ${genreId}::int
      and id not in (select id from trending_snapshots
        where period = ${period} and genre_id = ${genreId}::int
        order by computed_at desc limit ${SNAPSHOTS_KEPT})`);
  return id;
}

async function rankPlaylists(tx: Tx, snapshotId: number) {
  await tx.execute(sql`
    insert into trending_playlists (snapshot_id, rank, playlist_id, plays)
    select ${snapshotId}, row_number() over (order by sum(s.plays) desc, p.id)::int,
      p.id, sum(s.plays)::int
    from playlists p
    join playlist_entries e on e.playlist_id = p.id
    join trending_scores s on s.track_id = e.track_id
    where p.is_public and s.plays > 0
    group by p.id
    order by sum(s.plays) desc, p.id
    limit ${TRENDING_MAX_RANK}`);
}

/** SQL of the trending job. */
export function createTrendingJobRepo(db: Db) {
  return {
    /**
     * Computes every snapshot of one period (all genres, then each genre) as of `now`, in
     * one transaction. Returns false when another instance holds the job's lock.
     */
    async computePeriod(period: TrendingPeriodName, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const lock = await queryRows<{ ok: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${TRENDING_LOCK_KEY}) as ok`,
        );
        if (!lock[0]?.ok) return false;
        await scoreListens(tx, period, now);
        const all = await snapshotGenre(tx, period, 0, now);
        await rankPlaylists(tx, all);
        const genres = await queryRows<{ id: number }>(tx, sql`select id from genres order by id`);
        for (const genre of genres) await snapshotGenre(tx, period, genre.id, now);
        return true;
      });
    },
    /** When the newest snapshot was computed, if any. */
    async lastComputedAt(): Promise<Date | undefined> {
      const result = await queryRows<{ at: string | Date | null }>(
        db,
        sql`select max(computed_at) as at from trending_snapshots`,
      );
      const at = result[0]?.at;
      return at ? new Date(at) : undefined;
    },
  };
}

export type TrendingJobRepo = ReturnType<typeof createTrendingJobRepo>;
