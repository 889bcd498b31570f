import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from '@earshot/domain';
import type { Db } from '~/db/client';
import { artists } from '~/db/schema';

/** An artist with how much music it has. */
export interface ArtistRecord {
  id: number;
  name: string;
  bio: string;
  avatarUrl: string;
  verificationStatus: 'verified' | 'unverified';
  albumCount: number;
  trackCount: number;
}

const artistColumns = {
  id: artists.id,
  name: artists.name,
  bio: artists.bio,
  avatarUrl: artists.avatarUrl,
  verificationStatus: artists.verificationStatus,
  albumCount: sql<number>`(select count(*)::int from albums al where al.artist_id = "artists"."id")`,
  trackCount: sql<number>`(select count(*)::int from tracks tr where tr.artist_id = "artists"."id")`,
};

/** SQL for artists. */
export function createArtistRepo(db: Db) {
  return {
    async list(page: Page): Promise<ArtistRecord[]> {
      return db
        .select(artistColumns)
        .from(artists)
        .orderBy(asc(artists.name), asc(artists.id))
        .limit(page.limit)
        .offset(page.offset);
    },
    async count(): Promise<number> {
      return db.$count(artists);
    },
    async get(id: number): Promise<ArtistRecord | undefined> {
      const [row] = await db.select(artistColumns).from(artists).where(eq(artists.id, id));
      return row;
    },
    async getMany(ids: number[]): Promise<ArtistRecord[]> {
      if (ids.length === 0) return [];
      return db.select(artistColumns).from(artists).where(inArray(artists.id, ids));
    },
  };
}

export type ArtistRepo = ReturnType<typeof createArtistRepo>;
