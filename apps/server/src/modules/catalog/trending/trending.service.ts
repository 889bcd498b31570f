import {
  CATALOG_PAGE,
  playsChangePercent,
  rankChange,
  TRENDING_PAGE,
  type TrendingPeriodName,
} from '@earshot/domain';
import { optionalCatalogId, pageOrThrow } from '../page-or-throw';
import type { TrendingRepo, TrendingTrackRecord } from './trending.repo';

type Window = { offset?: number | undefined; limit?: number | undefined };

/** A ranked track as served: the stored row plus its movement against the previous snapshot. */
export interface RankedTrack extends TrendingTrackRecord {
  rankChange: number;
  playsChangePercent: number;
  isNew: boolean;
}

// Field by field, not by spread: a page is 50 of these on every call.
const ranked = (row: TrendingTrackRecord): RankedTrack => ({
  rank: row.rank,
  score: row.score,
  plays: row.plays,
  previousRank: row.previousRank,
  previousPlays: row.previousPlays,
  track: row.track,
  rankChange: rankChange(row.previousRank ?? undefined, row.rank),
  playsChangePercent: playsChangePercent(row.previousPlays, row.plays),
  isNew: row.previousRank === null,
});

/** Reads trending snapshots; never scores (the job does). */
export function createTrendingService(deps: { trending: TrendingRepo }) {
  return {
    async getTrendingTracks(req: Window & { period: TrendingPeriodName; genreId?: number }) {
      const page = pageOrThrow(req, TRENDING_PAGE);
      const genreId = optionalCatalogId('genre_id', req.genreId) ?? 0;
      // One read: the newest snapshot with its page (none yet: no snapshot).
      const found = await deps.trending.latestPage(req.period, genreId, page);
      const snapshot = found.snapshot;
      if (!snapshot) return { rows: [], total: 0, page, periodDate: '' };
      return {
        rows: found.rows.map(ranked),
        total: snapshot.trackCount,
        page,
        periodDate: snapshot.periodDate,
      };
    },
    /** Ranks and play counts by playlist id: the library adds the playlists (ADR 0007). */
    async getTrendingPlaylists(req: Window & { period: TrendingPeriodName }) {
      const page = pageOrThrow(req, CATALOG_PAGE);
      const snapshot = await deps.trending.latestSnapshot(req.period, 0);
      if (!snapshot) return { rows: [], total: 0, page };
      const [rows, total] = await Promise.all([
        deps.trending.listPlaylists(snapshot.id, page),
        deps.trending.countPlaylists(snapshot.id),
      ]);
      return { rows, total, page };
    },
  };
}

export type TrendingService = ReturnType<typeof createTrendingService>;
