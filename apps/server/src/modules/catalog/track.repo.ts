import type { Page } from '@earshot/domain';
import type { Db } from '~/db/client';
import { batched } from '~/db/batched';
import { albums, artists, tracks } from '~/db/schema';
import { statement } from '~/db/statement';

// Single-track statements in the pool at once; calls that arrive meanwhile are read together.
const GET_IN_FLIGHT = 4;

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

/**
 * A track's fields in a flat row that holds other things too (a playlist entry, a trending
 * row): TrackRecord's names, its id as `trackId`.
 */
export type TrackFields = Omit<TrackRecord, 'id'> & { trackId: number };

/** The track of a flat row, field by field: pages hold up to 1,000 of them. */
export const trackOf = (row: TrackFields): TrackRecord => ({
  id: row.trackId,
  title: row.title,
  artistId: row.artistId,
  artistName: row.artistName,
  albumId: row.albumId,
  albumTitle: row.albumTitle,
  genreId: row.genreId,
  trackNumber: row.trackNumber,
  durationSeconds: row.durationSeconds,
  url: row.url,
  source: row.source,
  imageUrl: row.imageUrl,
});

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
 * A track's columns for the fixed statements below, under TrackRecord's names, so a row is a
 * TrackRecord as the driver parses it (no mapping per row). The artist's name and album's title
 * are scalar subqueries on their primary keys instead of joins: same rows (a track has at most
 * one of each), but PostgreSQL plans a page (custom plans: its LIMIT and OFFSET are
 * parameters) in a quarter of the time and runs it without Memoize (ADR 0009).
 */
const TRACK_SELECT = `select t.id, t.title, t.artist_id as "artistId",
    (select a.name from artists a where a.id = t.artist_id) as "artistName",
    t.album_id as "albumId",
    (select al.title from albums al where al.id = t.album_id) as "albumTitle",
    t.genre_id as "genreId", t.track_number as "trackNumber",
    t.duration_seconds as "durationSeconds", t.url, t.source, t.image_url as "imageUrl"`;

/** A page of tracks and the exact size of the whole list. */
export interface TrackPage {
  rows: TrackRecord[];
  total: number;
}

type FilterKey = keyof TrackFilter;
const FILTER_KEYS: FilterKey[] = ['albumId', 'artistId', 'genreId'];
const DIMENSION = { albumId: 'album', artistId: 'artist', genreId: 'genre' } as const;
const FILTER_COLUMN = { albumId: 't.album_id', artistId: 't.artist_id', genreId: 't.genre_id' };

const present = (filter: TrackFilter) => FILTER_KEYS.filter((key) => filter[key] !== undefined);

/** Equality on each present filter: $1, $2, … in the order of `keys`. */
const whereOf = (keys: FilterKey[]) =>
  keys.length === 0
    ? ''
    : `where ${keys.map((key, i) => `${FILTER_COLUMN[key]} = $${i + 1}::int`).join(' and ')}`;

/**
 * The list's exact total from track_totals (kept by triggers, migration 0006) when at most one
 * filter is given (its value is $1); with two or more (no page of the app asks this), null:
 * the total is counted apart.
 */
const keptTotalOf = (keys: FilterKey[]) => {
  if (keys.length > 1) return 'null::int';
  const [key] = keys;
  return `(select tt.tracks from track_totals tt
    where tt.dimension = '${key ? DIMENSION[key] : 'all'}' and tt.key = ${key ? '$1::int' : '0'})`;
};

const listSql = (keys: FilterKey[]) => {
  const order = keys.includes('albumId') ? 't.track_number, t.id' : 't.id';
  const n = keys.length;
  return `${TRACK_SELECT}, ${keptTotalOf(keys)} as total from tracks t ${whereOf(keys)}
    order by ${order} limit $${n + 1}::int offset $${n + 2}::int`;
};

const countSql = (keys: FilterKey[]) =>
  keys.length > 1
    ? `select count(*)::int as n from tracks t ${whereOf(keys)}`
    : `select ${keptTotalOf(keys)} as n`;

type ListRow = TrackRecord & { total: number | null };

/** One fixed statement per combination of filters, built on first use. */
function perFilters<Row>(name: string, text: (keys: FilterKey[]) => string) {
  const built = new Map<string, ReturnType<typeof statement<Row>>>();
  return (keys: FilterKey[]) => {
    const id = keys.join('_') || 'all';
    let found = built.get(id);
    if (!found) built.set(id, (found = statement<Row>(`${name}_${id}`, text(keys))));
    return found;
  };
}

/**
 * SQL for tracks: fixed statements (named prepared statements on PostgreSQL), so a page neither
 * builds a query nor maps its rows, nor makes PostgreSQL plan it again. Single tracks asked for
 * together are read together (a group statement, ADR 0004): one statement for the tracks that
 * callers wait for at the same moment.
 */
export function createTrackRepo(db: Db) {
  const listOf = perFilters<ListRow>('tracks_list', listSql);
  const countOf = perFilters<{ n: number | null }>('tracks_count', countSql);
  const byIds = statement<TrackRecord>(
    'tracks_get_many',
    `${TRACK_SELECT} from tracks t where t.id = any($1::int[])`,
  );
  const getMany = async (ids: readonly number[]) => (ids.length === 0 ? [] : byIds(db, [ids]));
  const getOne = batched(
    async (ids: readonly number[]) => {
      const found = new Map((await getMany([...new Set(ids)])).map((row) => [row.id, row]));
      return ids.map((id) => found.get(id));
    },
    { inFlight: GET_IN_FLIGHT },
  );
  const count = async (filter: TrackFilter, keys: FilterKey[]) => {
    const [row] = await countOf(keys)(
      db,
      keys.map((key) => filter[key]),
    );
    return row?.n ?? 0;
  };

  return {
    /** A page and the list's exact total. */
    async list(filter: TrackFilter, page: Page): Promise<TrackPage> {
      const keys = present(filter);
      const values = [...keys.map((key) => filter[key]), page.limit, page.offset];
      const found = await listOf(keys)(db, values);
      const total = found[0]?.total ?? (await count(filter, keys));
      return { rows: found.map(({ total: _total, ...row }) => row), total };
    },
    async count(filter: TrackFilter): Promise<number> {
      return count(filter, present(filter));
    },
    get: (id: number): Promise<TrackRecord | undefined> => getOne(id),
    getMany: (ids: number[]): Promise<TrackRecord[]> => getMany(ids),
  };
}

export type TrackRepo = ReturnType<typeof createTrackRepo>;
