import { asc, count, eq } from 'drizzle-orm';
import type { Page } from '@earshot/domain';
import type { Db } from '~/db/client';
import { artists, tracks } from '~/db/schema';

/** A track as the catalogue reads it, with its artist's name. */
export interface TrackRecord {
  id: number;
  title: string;
  artistId: number;
  artistName: string | null;
  albumId: number | null;
  genreId: number | null;
  durationSeconds: number;
  url: string;
  source: 'hosted' | 'spotify' | 'youtube' | 'soundcloud';
  imageUrl: string;
}

const trackColumns = {
  id: tracks.id,
  title: tracks.title,
  artistId: tracks.artistId,
  artistName: artists.name,
  albumId: tracks.albumId,
  genreId: tracks.genreId,
  durationSeconds: tracks.durationSeconds,
  url: tracks.url,
  source: tracks.source,
  imageUrl: tracks.imageUrl,
};

/** SQL for tracks. */
export function createTrackRepo(db: Db) {
  return {
    async list(page: Page): Promise<TrackRecord[]> {
      return db
        .select(trackColumns)
        .from(tracks)
        .leftJoin(artists, eq(artists.id, tracks.artistId))
        .orderBy(asc(tracks.id))
        .limit(page.limit)
        .offset(page.offset);
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(tracks);
      return row?.n ?? 0;
    },
  };
}

export type TrackRepo = ReturnType<typeof createTrackRepo>;
