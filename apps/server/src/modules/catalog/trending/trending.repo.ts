import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Page, TrendingPeriodName } from '@earshot/domain';
import type { Db } from '~/db/client';
import { statement } from '~/db/statement';
import { trendingPlaylists, trendingSnapshots } from '~/db/schema';
import { trackOf, type TrackFields, type TrackRecord } from '../track.repo';

/** The newest snapshot of a period and genre, with how many tracks it ranks. */
export interface SnapshotRecord {
  id: number;
  periodDate: string;
  trackCount: number;
}

/** A page row as the driver parses it: the ranked row, its track as the job copied it, flat. */
type PageRow = TrackFields & {
  rank: number;
  score: number;
  plays: number;
  previousRank: number | null;
  previousPlays: number;
  snapshotId: number;
  periodDate: string;
  trackCount: number;
};

/**
 * The newest snapshot's page in one statement: its rows by (snapshot, rank), the snapshot's
 * date and size from its own row. A fixed statement: a page is 50 rows on every call, and
 * drizzle's per-column mapping cost more than reading them.
 */
const pageStatement = statement<PageRow>(
  'trending_tracks_latest_page',
  `select t.rank, t.score, t.plays, t.previous_rank as "previousRank",
     t.previous_plays as "previousPlays", t.track_id as "trackId", t.title,
     t.artist_id as "artistId", t.artist_name as "artistName", t.album_id as "albumId",
     t.album_title as "albumTitle", t.genre_id as "genreId", t.track_number as "trackNumber",
     t.duration_seconds as "durationSeconds", t.url, t.source, t.image_url as "imageUrl",
     s.id as "snapshotId", s.period_date::text as "periodDate", s.track_count as "trackCount"
   from trending_tracks t
   join trending_snapshots s on s.id = t.snapshot_id
   where t.snapshot_id = (select id from trending_snapshots
       where period = $1::trending_period and genre_id = $2::int
       order by computed_at desc limit 1)
   order by t.rank
   limit $3::int offset $4::int`,
);

/** One ranked row of a snapshot, with what the previous snapshot and window said. */
export interface TrendingTrackRecord {
  rank: number;
  score: number;
  plays: number;
  previousRank: number | null;
  previousPlays: number;
  track: TrackRecord;
}

/** Reads of the trending snapshots (never scores: the job does); a page is one indexed read. */
export function createTrendingRepo(db: Db) {
  const latestPrepared = db
    .select({
      id: trendingSnapshots.id,
      periodDate: trendingSnapshots.periodDate,
      trackCount: trendingSnapshots.trackCount,
    })
    .from(trendingSnapshots)
    .where(
      and(
        eq(trendingSnapshots.period, sql.placeholder('period')),
        eq(trendingSnapshots.genreId, sql.placeholder('genreId')),
      ),
    )
    .orderBy(desc(trendingSnapshots.computedAt))
    .limit(1)
    .prepare('trending_latest_snapshot');
  return {
    async latestSnapshot(
      period: TrendingPeriodName,
      genreId: number,
    ): Promise<SnapshotRecord | undefined> {
      const [row] = await latestPrepared.execute({ period, genreId });
      return row;
    },
    /** A page of the newest snapshot of a period and genre (empty past its end, or without one). */
    async latestPage(
      period: TrendingPeriodName,
      genreId: number,
      page: Page,
    ): Promise<{ rows: TrendingTrackRecord[]; snapshot: SnapshotRecord | undefined }> {
      const found = await pageStatement(db, [period, genreId, page.limit, page.offset]);
      const first = found[0];
      const snapshot = first && {
        id: first.snapshotId,
        periodDate: first.periodDate,
        trackCount: first.trackCount,
      };
      // Built field by field: a page is 50 of these, on every call.
      const rows = found.map((row): TrendingTrackRecord => ({
        rank: row.rank,
        score: row.score,
        plays: row.plays,
        previousRank: row.previousRank,
        previousPlays: row.previousPlays,
        track: trackOf(row),
      }));
      return { rows, snapshot };
    },
    async listPlaylists(snapshotId: number, page: Page) {
      return db
        .select({
          rank: trendingPlaylists.rank,
          plays: trendingPlaylists.plays,
          playlistId: trendingPlaylists.playlistId,
        })
        .from(trendingPlaylists)
        .where(eq(trendingPlaylists.snapshotId, snapshotId))
        .orderBy(asc(trendingPlaylists.rank))
        .limit(page.limit)
        .offset(page.offset);
    },
    async countPlaylists(snapshotId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(trendingPlaylists)
        .where(eq(trendingPlaylists.snapshotId, snapshotId));
      return row?.n ?? 0;
    },
  };
}

export type TrendingRepo = ReturnType<typeof createTrendingRepo>;
