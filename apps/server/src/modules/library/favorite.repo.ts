import { and, count, desc, eq } from 'drizzle-orm';
import type { FavoriteKind, Page } from '@earshot/domain';
import type { Db } from '~/db/client';
import { favorites } from '~/db/schema';
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
// Newest first; the id breaks ties between favourites of the same instant.
const newestFirst = [desc(favorites.createdAt), desc(favorites.id)];

/** SQL for favourites: one row per (user, type, item). */
export function createFavoriteRepo(db: Db) {
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
    async count(userId: string, kind: FavoriteKind): Promise<number> {
      const [row] = await db.select({ n: count() }).from(favorites).where(ofKind(userId, kind));
      return row?.n ?? 0;
    },
    async list(userId: string, kind: FavoriteKind, page: Page): Promise<FavoriteRecord[]> {
      return db
        .select(favoriteColumns)
        .from(favorites)
        .where(ofKind(userId, kind))
        .orderBy(...newestFirst)
        .limit(page.limit)
        .offset(page.offset);
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
