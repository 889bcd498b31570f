import {
  CATALOG_PAGE,
  playsChangePercent,
  rankChange,
  TRENDING_PAGE,
  type TrendingPeriodName,
} from '@earshot/domain';
import { memoize } from '~/memo';
import { optionalCatalogId, pageOrThrow } from '../page-or-throw';
import type { PlaylistRecord, PlaylistRepo } from '../playlist.repo';
import type { TrendingRepo, TrendingTrackRecord } from './trending.repo';

const SNAPSHOT_TTL_MS = 600_000;

type Window = { offset?: number | undefined; limit?: number | undefined };

/** A ranked track as served: the stored row plus its movement against the previous snapshot. */
export interface RankedTrack extends TrendingTrackRecord {
  rankChange: number;
  playsChangePercent: number;
  isNew: boolean;
}

const ranked = (row: TrendingTrackRecord): RankedTrack => ({
  ...row,
  rankChange: rankChange(row.previousRank ?? undefined, row.rank),
  playsChangePercent: playsChangePercent(row.previousPlays, row.plays),
  isNew: row.previousRank === null,
});

/** Reads trending snapshots; never scores (the job does). */
export function createTrendingService(deps: { trending: TrendingRepo; playlists: PlaylistRepo }) {
  // Snapshots never change once written, so their counts can be kept for long.
  const countOf = memoize((id) => deps.trending.countTracks(Number(id)), {
    ttlMs: SNAPSHOT_TTL_MS,
  });
  return {
    async getTrendingTracks(req: Window & { period: TrendingPeriodName; genreId?: number }) {
      const page = pageOrThrow(req, TRENDING_PAGE);
      const genreId = optionalCatalogId('genre_id', req.genreId) ?? 0;
      const snapshot = await deps.trending.latestSnapshot(req.period, genreId);
      if (!snapshot) return { rows: [], total: 0, page, periodDate: '' };
      const [rows, total] = await Promise.all([
        deps.trending.listTracks(snapshot.id, page),
        countOf(String(snapshot.id)),
      ]);
      return { rows: rows.map(ranked), total, page, periodDate: snapshot.periodDate };
    },
    async getTrendingPlaylists(req: Window & { period: TrendingPeriodName }) {
      const page = pageOrThrow(req, CATALOG_PAGE);
      const snapshot = await deps.trending.latestSnapshot(req.period, 0);
      if (!snapshot) return { rows: [], total: 0, page };
      const [ranks, total] = await Promise.all([
        deps.trending.listPlaylists(snapshot.id, page),
        deps.trending.countPlaylists(snapshot.id),
      ]);
      const byId = new Map<string, PlaylistRecord>(
        (await deps.playlists.getMany(ranks.map((r) => r.playlistId))).map((p) => [p.id, p]),
      );
      const rows = ranks.flatMap((r) => {
        const playlist = byId.get(r.playlistId);
        return playlist?.isPublic ? [{ rank: r.rank, plays: r.plays, playlist }] : [];
      });
      return { rows, total, page };
    },
  };
}

export type TrendingService = ReturnType<typeof createTrendingService>;
