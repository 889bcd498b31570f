import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Page, TrendingPeriodName } from '@earshot/domain';
import type { Db } from '~/db/client';
import { statement } from '~/db/statement';
import { trendingPlaylists, trendingSnapshots } from '~/db/schema';
import type { TrackRecord } from '../track.repo';

/** The newest snapshot of a period and genre, with how many tracks it ranks. */
export interface SnapshotRecord {
  id: number;
  periodDate: string;
  trackCount: number;
}

/**
 * A ranked row as the page's JSON carries it: rank, score, plays, previous rank and plays, then
 * the track as the job copied it, in the order the job writes them (`cells`).
 */
type PageCells = [
  rank: number,
  score: number,
  plays: number,
  previousRank: number | null,
  previousPlays: number,
  trackId: number,
  title: string,
  artistId: number,
  artistName: string | null,
  albumId: number | null,
  albumTitle: string | null,
  genreId: number | null,
  trackNumber: number | null,
  durationSeconds: number,
  url: string,
  source: TrackRecord['source'],
  imageUrl: string,
];

/** The newest snapshot of a period and genre, and the page of its rows as one JSON text. */
type PageRow = SnapshotRecord & { page: string };

/**
 * The newest snapshot's page in one statement: the snapshot's own row, and its ranked rows by
 * (snapshot, rank) as one JSON array of the arrays the job wrote (`cells`), joined as texts.
 * A page is 50 rows on every call: the driver parsing their 1,000 text cells one by one cost
 * the server a quarter of the call, and PostgreSQL building the JSON on each read cost it twice
 * what joining the stored texts does (ADR 0009, amended 2026-11-27). A fixed statement; the
 * snapshot's row comes back even for a page past its end.
 */
const pageStatement = statement<PageRow>(
  'trending_tracks_latest_page_cells',
  `select s.id, s.period_date::text as "periodDate", s.track_count as "trackCount",
     '[' || coalesce((select string_agg(t.cells, ',' order by t.rank)
       from (select rank, cells from trending_tracks
         where snapshot_id = s.id order by rank limit $3::int offset $4::int) t), '') || ']'
       as page
   from trending_snapshots s
   where s.period = $1::trending_period and s.genre_id = $2::int
   order by s.computed_at desc limit 1`,
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
    /**
     * A page of the newest snapshot of a period and genre (empty past its end), with that
     * snapshot; no snapshot when the period and genre have none yet.
     */
    async latestPage(
      period: TrendingPeriodName,
      genreId: number,
      page: Page,
    ): Promise<{ rows: TrendingTrackRecord[]; snapshot: SnapshotRecord | undefined }> {
      const [found] = await pageStatement(db, [period, genreId, page.limit, page.offset]);
      if (!found) return { rows: [], snapshot: undefined };
      const snapshot = { id: found.id, periodDate: found.periodDate, trackCount: found.trackCount };
      // Built cell by cell: a page is 50 of these, on every call.
      const rows = (JSON.parse(found.page) as PageCells[]).map((c): TrendingTrackRecord => ({
        rank: c[0],
        score: c[1],
        plays: c[2],
        previousRank: c[3],
        previousPlays: c[4],
        track: {
          id: c[5],
          title: c[6],
          artistId: c[7],
          artistName: c[8],
          albumId: c[9],
          albumTitle: c[10],
          genreId: c[11],
          trackNumber: c[12],
          durationSeconds: c[13],
          url: c[14],
          source: c[15],
          imageUrl: c[16],
        },
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
