import { and, desc, eq, sql } from 'drizzle-orm';
import type { FavoriteKind, Page } from '@earshot/domain';
import type { Db } from '~/db/client';
import { albums, artists, favorites, favoriteTotals, tracks } from '~/db/schema';
import { trackColumns, type TrackRecord } from '~/modules/catalog';
import { newLibraryId } from './library-id';

/** One liked item, without the item. */
export interface FavoriteRecord {
  id: string;
  itemType: FavoriteKind;
  itemId: number;
  createdAt: Date;
}

const favoriteColumns = {
  id: favorites.id,
  itemType: favorites.itemType,
  itemId: favorites.itemId,
  createdAt: favorites.createdAt,
};

const ofKind = (userId: string, kind: FavoriteKind) =>
  and(eq(favorites.userId, userId), eq(favorites.itemType, kind));
const theItem = (userId: string, kind: FavoriteKind, itemId: number) =>
  and(ofKind(userId, kind), eq(favorites.itemId, itemId));
// Newest first; the id breaks ties between favourites of the same instant (favorites_newest_idx).
const newestFirst = [desc(favorites.createdAt), desc(favorites.id)];

/** A page of favourites and how many the user has of that type. */
export interface FavoritePage {
  rows: FavoriteRecord[];
  total: number;
}

/** A page of track favourites, each with its track (undefined when it left the catalogue). */
export interface TrackFavoritePage {
  rows: (FavoriteRecord & { track: TrackRecord | undefined })[];
  total: number;
}

/**
 * SQL for favourites: one row per (user, type, item). Totals come from favorite_totals, kept by
 * triggers in the statement that changes favorites (migration 0015), never counted on a read.
 */
export function createFavoriteRepo(db: Db) {
  const byPlaceholders = and(
    eq(favorites.userId, sql.placeholder('userId')),
    eq(favorites.itemType, sql.placeholder('kind')),
  );
  const kept = db
    .select({ favorites: favoriteTotals.favorites })
    .from(favoriteTotals)
    .where(
      and(
        eq(favoriteTotals.userId, sql.placeholder('userId')),
        eq(favoriteTotals.itemType, sql.placeholder('kind')),
      ),
    );
  const countOf = kept.prepare('favorites_total');
  // The page and its total in one round trip; the total rides on every row.
  const listPage = db
    .select({
      ...favoriteColumns,
      total: sql<number | null>`(${kept})`.mapWith(Number),
    })
    .from(favorites)
    .where(byPlaceholders)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('favorites_page');
  // Track favourites, the app's most read list: the tracks come in the same statement.
  const trackPage = db
    .select({
      ...favoriteColumns,
      total: sql<number | null>`(${kept})`.mapWith(Number),
      // Null when the track is gone: the favourite stays in the count, the page skips it.
      trackId: tracks.id,
      track: trackColumns,
    })
    .from(favorites)
    .leftJoin(tracks, eq(tracks.id, favorites.itemId))
    .leftJoin(artists, eq(artists.id, tracks.artistId))
    .leftJoin(albums, eq(albums.id, tracks.albumId))
    .where(byPlaceholders)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('favorites_track_page');
  const count = async (userId: string, kind: FavoriteKind): Promise<number> => {
    const [row] = await countOf.execute({ userId, kind });
    return row?.favorites ?? 0;
  };
  return {
    /** Likes an item; a second like (even a concurrent one) keeps the first row and answers it. */
    async add(userId: string, kind: FavoriteKind, itemId: number): Promise<FavoriteRecord> {
      const [inserted] = await db
        .insert(favorites)
        .values({ id: newLibraryId('fav'), userId, itemType: kind, itemId })
        .onConflictDoNothing()
        .returning(favoriteColumns);
      if (inserted) return inserted;
      const [existing] = await db
        .select(favoriteColumns)
        .from(favorites)
        .where(theItem(userId, kind, itemId));
      if (!existing) throw new Error('a favourite neither inserted nor found');
      return existing;
    },
    /** Unlikes an item; nothing happens when it was not liked. */
    async remove(userId: string, kind: FavoriteKind, itemId: number): Promise<void> {
      await db.delete(favorites).where(theItem(userId, kind, itemId));
    },
    count,
    /** A page, newest first, with the user's total of that type. */
    async list(userId: string, kind: FavoriteKind, page: Page): Promise<FavoritePage> {
      const found = await listPage.execute({ userId, kind, ...page });
      // A page past the end has no row to carry the total.
      const total = found[0] ? (found[0].total ?? 0) : await count(userId, kind);
      return { rows: found.map(({ total: _total, ...row }) => row), total };
    },
    /** As list, for tracks, each favourite with its track. */
    async listTracks(userId: string, page: Page): Promise<TrackFavoritePage> {
      const found = await trackPage.execute({ userId, kind: 'track', ...page });
      const total = found[0] ? (found[0].total ?? 0) : await count(userId, 'track');
      const rows = found.map(({ total: _total, trackId, track, ...row }) => ({
        ...row,
        // Left-joined, so drizzle types every column nullable; a present id means a whole track.
        track: trackId === null ? undefined : (track as TrackRecord),
      }));
      return { rows, total };
    },
    async listIds(userId: string, kind: FavoriteKind): Promise<number[]> {
      const rows = await db
        .select({ itemId: favorites.itemId })
        .from(favorites)
        .where(ofKind(userId, kind))
        .orderBy(...newestFirst);
      return rows.map((row) => row.itemId);
    },
  };
}

export type FavoriteRepo = ReturnType<typeof createFavoriteRepo>;
