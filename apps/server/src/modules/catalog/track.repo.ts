import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@earshot/domain';
import type { Db } from '~/db/client';
import { albums, artists, tracks, trackTotals } from '~/db/schema';

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

/**
 * trackColumns for reads from tracks alone: the artist's name and album's title as scalar
 * subqueries on their primary keys instead of joins. Same rows (a track has at most one of
 * each), but PostgreSQL plans a page (custom plans: its LIMIT and OFFSET are parameters) in a
 * quarter of the time and runs it without Memoize (ADR 0009).
 */
const ownColumns = {
  ...trackColumns,
  artistName: sql<
    string | null
  >`(select ${artists.name} from ${artists} where ${artists.id} = ${tracks.artistId})`,
  albumTitle: sql<
    string | null
  >`(select ${albums.title} from ${albums} where ${albums.id} = ${tracks.albumId})`,
};

/** A page of tracks and the exact size of the whole list. */
export interface TrackPage {
  rows: TrackRecord[];
  total: number;
}

type FilterKey = keyof TrackFilter;
const DIMENSION = { albumId: 'album', artistId: 'artist', genreId: 'genre' } as const;
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
 * The list's exact total from track_totals (kept by triggers, migration 0006) when at most one
 * filter is given; the lists take it in the same statement, so a page is one round trip.
 */
const totalOf = (keys: FilterKey[]) =>
  sql<number>`(select ${trackTotals.tracks} from ${trackTotals} where ${trackTotals.dimension} = ${
    keys[0] ? DIMENSION[keys[0]] : 'all'
  } and ${trackTotals.key} = ${keys[0] ? sql.placeholder(keys[0]) : 0})`.mapWith(Number);

/**
 * SQL for tracks. Lists run as prepared statements (one per combination of filters), so a page
 * neither rebuilds the query nor makes PostgreSQL plan it again.
 */
export function createTrackRepo(db: Db) {
  const selectTracks = () =>
    db
      .select(trackColumns)
      .from(tracks)
      .leftJoin(artists, eq(artists.id, tracks.artistId))
      .leftJoin(albums, eq(albums.id, tracks.albumId));
  // With two filters or more (no page of the app asks this), the total is counted.
  const counted = (keys: FilterKey[]) => keys.length > 1;
  const prepareList = (keys: FilterKey[]) =>
    db
      .select({ ...ownColumns, total: counted(keys) ? sql<null>`null` : totalOf(keys) })
      .from(tracks)
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
    (counted(keys)
      ? db.select({ n: count() }).from(tracks).where(where(keys))
      : db.select({ n: totalOf(keys) }).from(sql`(values (1)) as one`)
    ).prepare(`tracks_count_${keys.join('_') || 'all'}`);
  const lists = new Map<string, ReturnType<typeof prepareList>>();
  const counts = new Map<string, ReturnType<typeof prepareCount>>();
  const getTrack = db
    .select(ownColumns)
    .from(tracks)
    .where(eq(tracks.id, sql.placeholder('id')))
    .prepare('tracks_get');
  // One statement for any number of ids (an array parameter), so it is parsed and planned once.
  const getTracks = selectTracks()
    .where(sql`${tracks.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('tracks_get_many');
  const prepared = <T>(cache: Map<string, T>, keys: FilterKey[], make: (k: FilterKey[]) => T) => {
    const name = keys.join('_');
    let statement = cache.get(name);
    if (!statement) cache.set(name, (statement = make(keys)));
    return statement;
  };
  const countOf = async (filter: TrackFilter, keys: FilterKey[]) => {
    const [row] = await prepared(counts, keys, prepareCount).execute({ ...filter });
    return row?.n ?? 0;
  };

  return {
    /** A page and the list's exact total. */
    async list(filter: TrackFilter, page: Page): Promise<TrackPage> {
      const keys = present(filter);
      const found = await prepared(lists, keys, prepareList).execute({ ...filter, ...page });
      const total = found[0]?.total ?? (await countOf(filter, keys));
      return { rows: found.map(({ total: _total, ...row }) => row), total };
    },
    async count(filter: TrackFilter): Promise<number> {
      return countOf(filter, present(filter));
    },
    async get(id: number): Promise<TrackRecord | undefined> {
      const [row] = await getTrack.execute({ id });
      return row;
    },
    async getMany(ids: number[]): Promise<TrackRecord[]> {
      if (ids.length === 0) return [];
      return getTracks.execute({ ids });
    },
  };
}

export type TrackRepo = ReturnType<typeof createTrackRepo>;
