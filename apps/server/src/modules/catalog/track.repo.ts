import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Page } from '@earshot/domain';
import type { Db } from '~/db/client';
import { albums, artists, tracks } from '~/db/schema';

/** A track as the catalogue reads it, with its artist's name and album's title. */
export interface TrackRecord {
  id: number;
  title: string;
  artistId: number;
  artistName: string | null;
  albumId: number | null;
  albumTitle: string | null;
  genreId: number | null;
  trackNumber: number | null;
  durationSeconds: number;
  url: string;
  source: 'hosted' | 'spotify' | 'youtube' | 'soundcloud';
  imageUrl: string;
}

/** Which tracks a list is about. */
export interface TrackFilter {
  albumId?: number | undefined;
  artistId?: number | undefined;
  genreId?: number | undefined;
}

/** The columns every track read selects; trending and playlists reuse them. */
export const trackColumns = {
  id: tracks.id,
  title: tracks.title,
  artistId: tracks.artistId,
  artistName: artists.name,
  albumId: tracks.albumId,
  albumTitle: albums.title,
  genreId: tracks.genreId,
  trackNumber: tracks.trackNumber,
  durationSeconds: tracks.durationSeconds,
  url: tracks.url,
  source: tracks.source,
  imageUrl: tracks.imageUrl,
};

function where(filter: TrackFilter): SQL | undefined {
  return and(
    filter.albumId === undefined ? undefined : eq(tracks.albumId, filter.albumId),
    filter.artistId === undefined ? undefined : eq(tracks.artistId, filter.artistId),
    filter.genreId === undefined ? undefined : eq(tracks.genreId, filter.genreId),
  );
}

/** SQL for tracks. */
export function createTrackRepo(db: Db) {
  const selectTracks = () =>
    db
      .select(trackColumns)
      .from(tracks)
      .leftJoin(artists, eq(artists.id, tracks.artistId))
      .leftJoin(albums, eq(albums.id, tracks.albumId));
  return {
    async list(filter: TrackFilter, page: Page): Promise<TrackRecord[]> {
      const order =
        filter.albumId === undefined ? [asc(tracks.id)] : [asc(tracks.trackNumber), asc(tracks.id)];
      return selectTracks()
        .where(where(filter))
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
    },
    async count(filter: TrackFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(tracks).where(where(filter));
      return row?.n ?? 0;
    },
    async get(id: number): Promise<TrackRecord | undefined> {
      const [row] = await selectTracks().where(eq(tracks.id, id));
      return row;
    },
  };
}

export type TrackRepo = ReturnType<typeof createTrackRepo>;
