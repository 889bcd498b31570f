import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { LibraryService as LibraryServiceDesc } from '@earshot/contract/library/v1/library';
import { LIBRARY_TEXTS } from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';
import { window } from '~/modules/catalog';
import { callerKey } from '~/rpc/auth-context';
import { privateAnswer } from '~/rpc/cache-control';
import { kindOf, toFavorite } from './favorite.mappers';
import type { FavoriteService } from './favorite.service';
import type { OwnPlaylistService } from './own-playlist.service';
import { toEntry, toPlaylist } from './playlist.mappers';

/**
 * The caller, or Unauthenticated (with the spec's words for a favourite's add or remove).
 * Every answer here is the caller's own: no shared cache may keep it.
 */
function callerOf(ctx: HandlerContext, message?: string): string {
  const caller = ctx.values.get(callerKey);
  if (!caller) {
    throw new AppError(
      'unauthenticated',
      message ? REASONS.favoritesAuthenticationRequired : REASONS.authenticationRequired,
      message,
    );
  }
  privateAnswer(ctx);
  return caller.userId;
}

/** The caller, or null for a visitor; the answer is marked private either way. */
function callerOrVisitor(ctx: HandlerContext): string | null {
  privateAnswer(ctx);
  return ctx.values.get(callerKey)?.userId ?? null;
}

/**
 * The library's RPC handlers: translate only; every call is the signed-in caller's, except
 * that a visitor reads empty favourites (spec 2 §6).
 */
export function libraryHandlers(services: {
  favorites: FavoriteService;
  playlists: OwnPlaylistService;
}): ServiceImpl<typeof LibraryServiceDesc> {
  const { favorites, playlists } = services;
  return {
    async listUserFavorites(req, ctx) {
      const res = await favorites.list(callerOrVisitor(ctx), kindOf(req.itemType), req);
      return { favorites: res.rows.map(toFavorite), ...window(res) };
    },
    async listFavoriteIds(req, ctx) {
      return { itemIds: await favorites.ids(callerOrVisitor(ctx), kindOf(req.itemType)) };
    },
    async addUserFavorite(req, ctx) {
      const userId = callerOf(ctx, LIBRARY_TEXTS.addNeedsSignIn);
      const res = await favorites.add(userId, kindOf(req.itemType), req.itemId);
      return { ...res, success: true, favorite: toFavorite(res.favorite) };
    },
    async removeUserFavorite(req, ctx) {
      const userId = callerOf(ctx, LIBRARY_TEXTS.removeNeedsSignIn);
      return {
        ...(await favorites.remove(userId, kindOf(req.itemType), req.itemId)),
        success: true,
      };
    },
    async listPlaylists(req, ctx) {
      const res = await playlists.list(callerOf(ctx), req);
      return { playlists: res.rows.map(toPlaylist), ...window(res) };
    },
    async getPlaylistTracks(req, ctx) {
      const res = await playlists.getTracks(req, callerOf(ctx));
      return {
        playlist: toPlaylist(res.playlist),
        entries: res.rows.map(toEntry),
        ...window(res),
        version: res.playlist.version,
        isOwner: res.isOwner,
      };
    },
    async createPlaylist(req, ctx) {
      const playlist = await playlists.create(callerOf(ctx), req);
      return { playlist: toPlaylist(playlist), version: playlist.version };
    },
    async updatePlaylistTracks(req, ctx) {
      const playlist = await playlists.updateTracks(callerOf(ctx), req);
      return { playlist: toPlaylist(playlist), version: playlist.version };
    },
    async updatePlaylist(req, ctx) {
      return { playlist: toPlaylist(await playlists.update(callerOf(ctx), req)) };
    },
    async deletePlaylist(req, ctx) {
      await playlists.delete(callerOf(ctx), req.playlistId);
      return {};
    },
  };
}
