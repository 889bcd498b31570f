import {
  checkFavoriteItemId,
  FAVORITES_PAGE,
  LIBRARY_TEXTS,
  type FavoriteKind,
} from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';
import { pageOrThrow, type CatalogService } from '~/modules/catalog';
import type { FavoriteRecord, FavoriteRepo } from './favorite.repo';

type Window = { offset?: number | undefined; limit?: number | undefined };
type Catalog = Pick<
  CatalogService,
  'getTrack' | 'getArtist' | 'getAlbum' | 'getTracks' | 'getArtists' | 'getAlbums'
>;
type Item<K extends FavoriteKind, T> = { kind: K; value: T };
type TrackItem = Item<'track', Awaited<ReturnType<Catalog['getTrack']>>>;
type ArtistItem = Item<'artist', Awaited<ReturnType<Catalog['getArtist']>>>;
type AlbumItem = Item<'album', Awaited<ReturnType<Catalog['getAlbum']>>>;

/** A liked item with what it is. */
export type FavoriteWithItem = FavoriteRecord & { item: TrackItem | ArtistItem | AlbumItem };

function itemIdOrThrow(kind: FavoriteKind, itemId: number): number {
  const problem = checkFavoriteItemId(kind, itemId);
  if (problem) throw new AppError('invalid_argument', REASONS.invalidItemId, problem);
  return itemId;
}

/**
 * Favourites (ADR 0014): writes are idempotent (a like of a liked item, an unlike of an item not
 * liked, both succeed and change nothing), lists newest first, items read from the catalogue.
 */
export function createFavoriteService(deps: { favorites: FavoriteRepo; catalog: Catalog }) {
  const { favorites, catalog } = deps;

  /** The items of these ids, existing ones only. */
  async function itemsOf(kind: FavoriteKind, ids: number[]) {
    const byId = new Map<number, FavoriteWithItem['item']>();
    if (kind === 'track') {
      for (const value of await catalog.getTracks(ids)) byId.set(value.id, { kind, value });
    } else if (kind === 'artist') {
      for (const value of await catalog.getArtists(ids)) byId.set(value.id, { kind, value });
    } else {
      for (const value of await catalog.getAlbums(ids)) byId.set(value.id, { kind, value });
    }
    return byId;
  }

  /** The item, or NotFound naming what is missing. */
  async function itemOrThrow(kind: FavoriteKind, id: number): Promise<FavoriteWithItem['item']> {
    if (kind === 'track') return { kind, value: await catalog.getTrack(id) };
    if (kind === 'artist') return { kind, value: await catalog.getArtist(id) };
    return { kind, value: await catalog.getAlbum(id) };
  }

  return {
    /**
     * A page of favourites, newest first; one whose item left the catalogue is skipped. A
     * visitor (no user) has none (spec 2 §6), once the request is valid.
     */
    async list(userId: string | null, kind: FavoriteKind, req: Window) {
      const page = pageOrThrow(req, FAVORITES_PAGE);
      if (userId === null) return { rows: [], total: 0, page };
      if (kind === 'track') {
        const { rows, total } = await favorites.listTracks(userId, page);
        const withItems = rows.flatMap(({ track, ...row }) =>
          track ? [{ ...row, item: { kind, value: track } }] : [],
        );
        return { rows: withItems, total, page };
      }
      const { rows, total } = await favorites.list(userId, kind, page);
      const items = await itemsOf(
        kind,
        rows.map((row) => row.itemId),
      );
      const withItems = rows.flatMap((row) => {
        const item = items.get(row.itemId);
        return item ? [{ ...row, item }] : [];
      });
      return { rows: withItems, total, page };
    },
    /** The ids of every favourite of one kind; none for a visitor (spec 2 §6). */
    ids: async (userId: string | null, kind: FavoriteKind) =>
      userId === null ? [] : favorites.listIds(userId, kind),
    async add(userId: string, kind: FavoriteKind, itemId: number) {
      const item = await itemOrThrow(kind, itemIdOrThrow(kind, itemId));
      const favorite = await favorites.add(userId, kind, itemId);
      const total = await favorites.count(userId, kind);
      return { favorite: { ...favorite, item }, total, message: LIBRARY_TEXTS.added };
    },
    async remove(userId: string, kind: FavoriteKind, itemId: number) {
      await favorites.remove(userId, kind, itemIdOrThrow(kind, itemId));
      const total = await favorites.count(userId, kind);
      return { total, message: LIBRARY_TEXTS.removed };
    },
  };
}

export type FavoriteService = ReturnType<typeof createFavoriteService>;
