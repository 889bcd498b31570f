import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { CatalogService as CatalogServiceDesc } from '@earshot/contract/catalog/v1/catalog';
import {
  periodName,
  shared,
  sharePolicies,
  toPeriod,
  window,
  type PublicPlaylistRpc,
} from '~/modules/catalog';
import { callerKey } from '~/rpc/auth-context';
import { privateAnswer } from '~/rpc/cache-control';
import { toEntry, toPlaylist } from './playlist.mappers';
import type { PlaylistService } from './playlist.service';

const viewerOf = (ctx: HandlerContext) => ctx.values.get(callerKey)?.userId;

/** A private playlist's answer is its owner's alone: no shared cache may keep it. */
function markPrivate<P extends { isPublic: boolean }>(playlist: P, ctx: HandlerContext) {
  if (!playlist.isPublic) privateAnswer(ctx);
  return playlist;
}

/**
 * The catalogue's public playlist calls, answered by the library that owns playlists (ADR
 * 0007); rpc/routes.ts mounts them on CatalogService, so the wire keeps its names. Translate
 * only. Playlists are edited by their owners, who must see an edit at once, and a private one
 * is its owner's only: only the trending ranking shares answers (ADR 0009).
 */
export function publicPlaylistHandlers(playlists: PlaylistService, cacheMs = 0) {
  const { pages } = sharePolicies(cacheMs);
  return {
    async getPublicPlaylists(req) {
      const res = await playlists.getPublicPlaylists(req);
      return { playlists: res.rows.map(toPlaylist), ...window(res) };
    },
    async getPlaylist(req, ctx) {
      const playlist = await playlists.getPlaylist(req.playlistId, viewerOf(ctx));
      return { playlist: toPlaylist(markPrivate(playlist, ctx)) };
    },
    async listPlaylistTracks(req, ctx) {
      const res = await playlists.listPlaylistTracks(req, viewerOf(ctx));
      markPrivate(res.playlist, ctx);
      return { entries: res.rows.map(toEntry), ...window(res) };
    },
    getTrendingPlaylists: shared(async (req) => {
      const period = periodName(req.periodType);
      const res = await playlists.getTrendingPlaylists({ ...req, period });
      return {
        playlists: res.rows.map((row) => ({
          playlist: toPlaylist(row.playlist),
          rank: row.rank,
          plays: row.plays,
        })),
        ...window(res),
        periodType: toPeriod(period),
      };
    }, pages),
  } satisfies Pick<ServiceImpl<typeof CatalogServiceDesc>, PublicPlaylistRpc>;
}
