import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
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

type FilterKey = keyof TrackFilter;
const FILTER_COLUMNS = {
  albumId: tracks.albumId,
  artistId: tracks.artistId,
  genreId: tracks.genreId,
} as const;

const present = (filter: TrackFilter) =>
  (Object.keys(FILTER_COLUMNS) as FilterKey[]).filter((key) => filter[key] !== undefined);

/** Equality on each present filter, each bound to a placeholder of its own name. */
const where = (keys: FilterKey[]): SQL | undefined =>
  and(...keys.map((key) => eq(FILTER_COLUMNS[key], sql.placeholder(key))));

/**
 * SQL for tracks. Lists run as prepared statements (one per combination of filters), so the
 * hot path neither rebuilds the query nor makes PostgreSQL plan it again.
 */
export function createTrackRepo(db: Db) {
  const selectTracks = () =>
    db
      .select(trackColumns)
      .from(tracks)
      .leftJoin(artists, eq(artists.id, tracks.artistId))
      .leftJoin(albums, eq(albums.id, tracks.albumId));
  const prepareList = (keys: FilterKey[]) =>
    selectTracks()
      .where(where(keys))
      .orderBy(
        ...(keys.includes('albumId')
          ? [asc(tracks.trackNumber), asc(tracks.id)]
          : [asc(tracks.id)]),
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`tracks_list_${keys.join('_') || 'all'}`);
  const prepareCount = (keys: FilterKey[]) =>
    db
      .select({ n: count() })
      .from(tracks)
      .where(where(keys))
      .prepare(`tracks_count_${keys.join('_') || 'all'}`);
  const lists = new Map<string, ReturnType<typeof prepareList>>();
  const counts = new Map<string, ReturnType<typeof prepareCount>>();
  const getTrack = selectTracks()
    .where(eq(tracks.id, sql.placeholder('id')))
    .prepare('tracks_get');
  const prepared = <T>(cache: Map<string, T>, keys: FilterKey[], make: (k: FilterKey[]) => T) => {
    const name = keys.join('_');
    let statement = cache.get(name);
    if (!statement) cache.set(name, (statement = make(keys)));
    return statement;
  };

  return {
    async list(filter: TrackFilter, page: Page): Promise<TrackRecord[]> {
      const keys = present(filter);
      return prepared(lists, keys, prepareList).execute({ ...filter, ...page });
    },
    async count(filter: TrackFilter): Promise<number> {
      const keys = present(filter);
      const [row] = await prepared(counts, keys, prepareCount).execute({ ...filter });
      return row?.n ?? 0;
    },
    async get(id: number): Promise<TrackRecord | undefined> {
      const [row] = await getTrack.execute({ id });
      return row;
    },
  };
}

export type TrackRepo = ReturnType<typeof createTrackRepo>;
