import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Page, TrendingPeriodName } from '@earshot/domain';
import type { Db } from '~/db/client';
import { trendingPlaylists, trendingSnapshots, trendingTracks } from '~/db/schema';
import type { TrackRecord } from '../track.repo';

/** The newest snapshot of a period and genre, with how many tracks it ranks. */
export interface SnapshotRecord {
  id: number;
  periodDate: string;
  trackCount: number;
}

/** The track as a snapshot row keeps it (copied by the job): what a page shows. */
const snapshotTrack = {
  trackId: trendingTracks.trackId,
  title: trendingTracks.title,
  artistId: trendingTracks.artistId,
  artistName: trendingTracks.artistName,
  albumId: trendingTracks.albumId,
  albumTitle: trendingTracks.albumTitle,
  genreId: trendingTracks.genreId,
  trackNumber: trendingTracks.trackNumber,
  durationSeconds: trendingTracks.durationSeconds,
  url: trendingTracks.url,
  source: trendingTracks.source,
  imageUrl: trendingTracks.imageUrl,
};

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
  const latestId = sql`(select ${trendingSnapshots.id} from ${trendingSnapshots}
    where ${trendingSnapshots.period} = ${sql.placeholder('period')}
      and ${trendingSnapshots.genreId} = ${sql.placeholder('genreId')}
    order by ${trendingSnapshots.computedAt} desc limit 1)`;
  // The newest snapshot's page in one statement: its rows by (snapshot, rank), the snapshot's
  // date and size from its own row.
  const pagePrepared = db
    .select({
      rank: trendingTracks.rank,
      score: trendingTracks.score,
      plays: trendingTracks.plays,
      previousRank: trendingTracks.previousRank,
      previousPlays: trendingTracks.previousPlays,
      ...snapshotTrack,
      snapshotId: trendingSnapshots.id,
      periodDate: trendingSnapshots.periodDate,
      trackCount: trendingSnapshots.trackCount,
    })
    .from(trendingTracks)
    .innerJoin(trendingSnapshots, eq(trendingSnapshots.id, trendingTracks.snapshotId))
    .where(eq(trendingTracks.snapshotId, latestId))
    .orderBy(asc(trendingTracks.rank))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('trending_tracks_latest_page');
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
      const found = await pagePrepared.execute({ period, genreId, ...page });
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
        track: {
          id: row.trackId,
          title: row.title,
          artistId: row.artistId,
          artistName: row.artistName,
          albumId: row.albumId,
          albumTitle: row.albumTitle,
          genreId: row.genreId,
          trackNumber: row.trackNumber,
          durationSeconds: row.durationSeconds,
          url: row.url,
          source: row.source,
          imageUrl: row.imageUrl,
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
