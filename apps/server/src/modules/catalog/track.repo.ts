import type { Page } from '@earshot/domain';
import type { Db } from '~/db/client';
import { batched } from '~/db/batched';
import { albums, artists, tracks } from '~/db/schema';
import { statement } from '~/db/statement';

// Single-track statements in the pool at once; calls that arrive meanwhile are read together.
// Two rather than four: bigger batches cost less per call on both sides (ADR 0009, amended
// 2026-11-28).
const GET_IN_FLIGHT = 2;

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

/** Equality on each present filter, its value an expression of `valueOf` (a parameter or a column). */
const whereOf = (keys: FilterKey[], valueOf: (i: number) => string) =>
  keys.length === 0
    ? ''
    : `where ${keys.map((key, i) => `${FILTER_COLUMN[key]} = ${valueOf(i)}`).join(' and ')}`;

/**
 * The list's exact total from track_totals (kept by triggers, migration 0006) when at most one
 * filter is given (its value is `value`); with two or more (no page of the app asks this),
 * null: the total is counted apart.
 */
const keptTotalOf = (keys: FilterKey[], value: string) => {
  if (keys.length > 1) return 'null::int';
  const [key] = keys;
  return `(select tt.tracks from track_totals tt
    where tt.dimension = '${key ? DIMENSION[key] : 'all'}' and tt.key = ${key ? value : '0'})`;
};

/**
 * The pages asked for at once with the same filters, in one statement: one row of parameters
 * per page (`b`: each filter's values as an array, then limits and offsets; `at` its place,
 * from 1), each page read by the lateral subquery in its list's order, with its total.
 */
const listSql = (keys: FilterKey[]) => {
  const album = keys.includes('albumId');
  const n = keys.length;
  const arrays = [
    ...keys.map((_, i) => `$${i + 1}::int[]`),
    `$${n + 1}::int[]`,
    `$${n + 2}::int[]`,
  ];
  const columns = [...keys.map((_, i) => `f${i}`), 'lim', 'off', 'at'];
  return `select b.at::int as at, p.* from unnest(${arrays.join(', ')})
      with ordinality as b(${columns.join(', ')})
    cross join lateral (${TRACK_SELECT}, ${keptTotalOf(keys, 'b.f0')} as total
      from tracks t ${whereOf(keys, (i) => `b.f${i}`)}
      order by ${album ? 't.track_number, t.id' : 't.id'} limit b.lim offset b.off) p
    order by b.at, ${album ? 'p."trackNumber", p.id' : 'p.id'}`;
};

const countSql = (keys: FilterKey[]) =>
  keys.length > 1
    ? `select count(*)::int as n from tracks t ${whereOf(keys, (i) => `$${i + 1}::int`)}`
    : `select ${keptTotalOf(keys, '$1::int')} as n`;

type ListRow = TrackRecord & { at: number; total: number | null };

/** A page asked for: its filters' values (in the order of its keys) and its window. */
type PageAsked = { values: (number | undefined)[]; page: Page };

// Page statements of one combination of filters in the pool at once; the rest wait together
// (two, as single tracks).
const LIST_IN_FLIGHT = 2;

/** One thing per combination of filters, built on first use. */
function perFilters<T>(build: (keys: FilterKey[], id: string) => T) {
  const built = new Map<string, T>();
  return (keys: FilterKey[]) => {
    const id = keys.join('_') || 'all';
    let found = built.get(id);
    if (!found) built.set(id, (found = build(keys, id)));
    return found;
  };
}

/**
 * SQL for tracks: fixed statements (named prepared statements on PostgreSQL), so a page neither
 * builds a query nor maps its rows, nor makes PostgreSQL plan it again. Single tracks, and
 * pages of the same filters, asked for together are read together (group statements, ADR
 * 0004): one statement for what callers wait for at the same moment.
 */
export function createTrackRepo(db: Db) {
  const countOf = perFilters((keys, id) =>
    statement<{ n: number | null }>(`tracks_count_${id}`, countSql(keys)),
  );
  const pagesOf = perFilters((keys, id) => {
    const pages = statement<ListRow>(`tracks_pages_${id}`, listSql(keys));
    return batched(
      async (asked: readonly PageAsked[]) => {
        const found = await pages(db, [
          ...keys.map((_, i) => asked.map((a) => a.values[i])),
          asked.map((a) => a.page.limit),
          asked.map((a) => a.page.offset),
        ]);
        // A page past its list's end has no row, so no total: it is counted apart.
        const byAt = asked.map(() => ({ rows: [] as TrackRecord[], total: null as number | null }));
        for (const { at, total, ...row } of found) {
          const answer = byAt[at - 1]!;
          answer.total = total;
          answer.rows.push(row);
        }
        return byAt;
      },
      { inFlight: LIST_IN_FLIGHT },
    );
  });
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
      const found = await pagesOf(keys)({ values: keys.map((key) => filter[key]), page });
      return { rows: found.rows, total: found.total ?? (await count(filter, keys)) };
    },
    async count(filter: TrackFilter): Promise<number> {
      return count(filter, present(filter));
    },
    get: (id: number): Promise<TrackRecord | undefined> => getOne(id),
    getMany: (ids: number[]): Promise<TrackRecord[]> => getMany(ids),
  };
}

export type TrackRepo = ReturnType<typeof createTrackRepo>;
