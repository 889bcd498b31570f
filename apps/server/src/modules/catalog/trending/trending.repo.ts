import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Page, TrendingPeriodName } from '@earshot/domain';
import type { Db } from '~/db/client';
import {
  albums,
  artists,
  trendingPlaylists,
  trendingSnapshots,
  trendingTracks,
  tracks,
} from '~/db/schema';
import { trackColumns, type TrackRecord } from '../track.repo';

/** The newest snapshot of a period and genre. */
export interface SnapshotRecord {
  id: number;
  periodDate: string;
}

/** One ranked row of a snapshot, with what the previous snapshot and window said. */
export interface TrendingTrackRecord {
  rank: number;
  score: number;
  plays: number;
  previousRank: number | null;
  previousPlays: number;
  track: TrackRecord;
}

/** Reads of the trending snapshots (never scores: the job does). */
export function createTrendingRepo(db: Db) {
  const listPrepared = db
    .select({
      rank: trendingTracks.rank,
      score: trendingTracks.score,
      plays: trendingTracks.plays,
      previousRank: trendingTracks.previousRank,
      previousPlays: trendingTracks.previousPlays,
      track: trackColumns,
    })
    .from(trendingTracks)
    .innerJoin(tracks, eq(tracks.id, trendingTracks.trackId))
    .leftJoin(artists, eq(artists.id, tracks.artistId))
    .leftJoin(albums, eq(albums.id, tracks.albumId))
    .where(eq(trendingTracks.snapshotId, sql.placeholder('snapshotId')))
    .orderBy(asc(trendingTracks.rank))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('trending_tracks_list');
  const latestPrepared = db
    .select({ id: trendingSnapshots.id, periodDate: trendingSnapshots.periodDate })
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
    async listTracks(snapshotId: number, page: Page): Promise<TrendingTrackRecord[]> {
      return listPrepared.execute({ snapshotId, ...page });
    },
    async countTracks(snapshotId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(trendingTracks)
        .where(eq(trendingTracks.snapshotId, snapshotId));
      return row?.n ?? 0;
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
