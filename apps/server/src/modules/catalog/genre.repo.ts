import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { genres } from '~/db/schema';

/** A genre with how many tracks it has. */
export interface GenreRecord {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  trackCount: number;
}

const genreColumns = {
  id: genres.id,
  name: genres.name,
  description: genres.description,
  imageUrl: genres.imageUrl,
  trackCount: sql<number>`(select count(*)::int from tracks tr where tr.genre_id = "genres"."id")`,
};

/** SQL for genres. */
export function createGenreRepo(db: Db) {
  return {
    async list(): Promise<GenreRecord[]> {
      return db.select(genreColumns).from(genres).orderBy(asc(genres.name));
    },
    async get(id: number): Promise<GenreRecord | undefined> {
      const [row] = await db.select(genreColumns).from(genres).where(eq(genres.id, id));
      return row;
    },
  };
}

export type GenreRepo = ReturnType<typeof createGenreRepo>;
