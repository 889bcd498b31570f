import { CATALOG_PAGE, PLAYLIST_TRACKS_PAGE, type TrendingPeriodName } from '@earshot/domain';
import { found, pageOrThrow, type Paged, type TrendingService } from '~/modules/catalog';
import { playlistIdOrThrow } from './playlist-id';
import { visibleTo } from './playlist-access';
import type { PlaylistFilter, PlaylistRecord, PlaylistRepo } from './playlist.repo';

type Window = { offset?: number | undefined; limit?: number | undefined };

/**
 * Playlist reads: Earshot's official lists and users' own are one model (ADR 0007). The
 * catalogue's public playlist calls are answered here.
 */
export function createPlaylistService(deps: {
  playlists: PlaylistRepo;
  trending: TrendingService;
}) {
  return {
    async getPublicPlaylists(req: Window & PlaylistFilter): Promise<Paged<PlaylistRecord>> {
      const page = pageOrThrow(req, CATALOG_PAGE);
      const filter = { isFeatured: req.isFeatured, isOfficial: req.isOfficial };
      const [rows, total] = await Promise.all([
        deps.playlists.listPublic(filter, page),
        deps.playlists.countPublic(filter),
      ]);
      return { rows, total, page };
    },
    async getPlaylist(id: string, viewerId?: string) {
      const playlist = await deps.playlists.get(playlistIdOrThrow(id));
      return found(visibleTo(playlist, viewerId), 'playlist');
    },
    async listPlaylistTracks(req: Window & { playlistId: string }, viewerId?: string) {
      const playlist = await this.getPlaylist(req.playlistId, viewerId);
      const page = pageOrThrow(req, PLAYLIST_TRACKS_PAGE);
      const rows = await deps.playlists.listEntries(playlist.id, page);
      return { rows, total: playlist.trackCount, page, playlist };
    },
    /** The trending snapshot's ranks (catalogue) with the public playlists they name. */
    async getTrendingPlaylists(req: Window & { period: TrendingPeriodName }) {
      const { rows: ranks, total, page } = await deps.trending.getTrendingPlaylists(req);
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

export type PlaylistService = ReturnType<typeof createPlaylistService>;
