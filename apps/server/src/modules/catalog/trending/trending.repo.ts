import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Page, TrendingPeriodName } from '@earshot/domain';
import type { Db } from '~/db/client';
import { batched } from '~/db/batched';
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
type PageRow = SnapshotRecord & { page: string; at: number };

/** A page asked for: which period and genre, and the window. */
interface PageAsked {
  period: TrendingPeriodName;
  genreId: number;
  page: Page;
}

// Page statements in the pool at once; pages asked for meanwhile are read together (two, as
// track pages: ADR 0009, amended 2026-11-28).
const PAGES_IN_FLIGHT = 2;

/**
 * The newest snapshot's page for each page asked (`at`: its place in the batch, from 1), in one
 * statement: the snapshot's own row, and its ranked rows by (snapshot, rank) as one JSON array
 * of the arrays the job wrote (`cells`), joined as texts. A page is 50 rows on every call: the
 * driver parsing their 1,000 text cells one by one cost the server a quarter of the call, and
 * PostgreSQL building the JSON on each read cost it twice what joining the stored texts does
 * (ADR 0009, amended 2026-11-27). Pages asked for at the same moment share the statement (ADR
 * 0004's group statements): one round trip, one bind and one plan for all of them. A fixed
 * statement; the snapshot's row comes back even for a page past its end, none without one.
 */
const pagesStatement = statement<PageRow>(
  'trending_tracks_latest_pages',
  `select b.at::int as at, s.id, s.period_date::text as "periodDate",
     s.track_count as "trackCount",
     '[' || coalesce((select string_agg(t.cells, ',' order by t.rank)
       from (select rank, cells from trending_tracks
         where snapshot_id = s.id order by rank limit b.lim offset b.off) t), '') || ']'
       as page
   from unnest($1::text[]::trending_period[], $2::int[], $3::int[], $4::int[])
     with ordinality as b(period, genre_id, lim, off, at)
   cross join lateral (select id, period_date, track_count from trending_snapshots s
     where s.period = b.period and s.genre_id = b.genre_id
     order by s.computed_at desc limit 1) s`,
);

/** The ranked rows of a page's JSON text, cell by cell (a page is 50 of these, on every call). */
const rowsOf = (page: string) =>
  (JSON.parse(page) as PageCells[]).map((c): TrendingTrackRecord => ({
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
  const pages = batched(
    async (asked: readonly PageAsked[]) => {
      const found = await pagesStatement(db, [
        asked.map((a) => a.period),
        asked.map((a) => a.genreId),
        asked.map((a) => a.page.limit),
        asked.map((a) => a.page.offset),
      ]);
      const byAt = new Map(found.map((row) => [row.at, row]));
      return asked.map((_, i): PageRow | undefined => byAt.get(i + 1));
    },
    { inFlight: PAGES_IN_FLIGHT },
  );
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
      const found = await pages({ period, genreId, page });
      if (!found) return { rows: [], snapshot: undefined };
      const snapshot = { id: found.id, periodDate: found.periodDate, trackCount: found.trackCount };
      return { rows: rowsOf(found.page), snapshot };
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
      return db.$count(trendingPlaylists, eq(trendingPlaylists.snapshotId, snapshotId));
    },
  };
}

export type TrendingRepo = ReturnType<typeof createTrendingRepo>;
