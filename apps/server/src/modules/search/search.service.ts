import { SEARCH_LIMITS } from '@earshot/domain';
import { batched } from '~/db/batched';
import { SEARCH_KINDS, type SearchKind } from '~/db/schema';
import type { TrackRecord } from '~/modules/catalog';
import { invalidSearch, parseFilterBy, parseSortBy } from './search-grammar';
import type { SearchIndex } from './memory/search-index';
import {
  hot,
  type FacetField,
  type SearchQuery,
  type SearchRepo,
  type SearchRow,
} from './search.repo';

/** A search as the wire asks it, before its bounds are checked. */
export interface SearchInput {
  q?: string | undefined;
  page?: number | undefined;
  perPage?: number | undefined;
  sortBy?: string | undefined;
  filterBy?: string | undefined;
}

/** A hit, with its track when it is one (ready to play). */
export type Found = SearchRow & { track?: TrackRecord | undefined };

/** One collection's hits (ready to play) and how many there are. */
interface Answer {
  rows: Found[];
  total: number;
}

/** A page of one collection. */
export interface SearchPage {
  hits: Found[];
  totalCount: number;
  page: number;
}

/** The unified view: the best hit of all and the first hits of each collection. */
export interface UnifiedResult {
  topResult: Found | undefined;
  groups: { kind: SearchKind; hits: Found[]; totalCount: number }[];
}

// Candidates ranked for a page: enough for the page, at least this many (ADR 0017).
const CANDIDATES = 1000;
// The unified view shows 5 per collection: its candidates (and counts) stop here.
const UNIFIED_CANDIDATES = 100;
// Suggestions show 3 per collection: the most played few that match are ranked.
const SUGGEST_CANDIDATES = 10;
const FACET_FIELDS: readonly FacetField[] = ['genre', 'artist', 'year'];
const FACET_VALUES = { default: 10, max: 100 };
/** Suggestion kinds in the order the box groups them. */
const SUGGEST_ORDER: readonly SearchKind[] = ['artist', 'track', 'album', 'playlist'];

/** The query's words, or null when it matches everything ('' or '*'); bounded. */
export function queryText(q: string | undefined): string | null {
  const text = (q ?? '').trim();
  if (text.length > SEARCH_LIMITS.queryChars) {
    throw invalidSearch(`q: at most ${SEARCH_LIMITS.queryChars} characters`);
  }
  return text === '' || text === '*' ? null : text;
}

function windowOf(input: SearchInput, defaultPerPage: number) {
  const page = input.page ?? 1;
  const perPage = input.perPage ?? defaultPerPage;
  if (!Number.isInteger(page) || page < 1) throw invalidSearch('page: a whole number from 1');
  if (!Number.isInteger(perPage) || perPage < 0 || perPage > SEARCH_LIMITS.perPageMax) {
    throw invalidSearch(`per_page: a whole number from 0 to ${SEARCH_LIMITS.perPageMax}`);
  }
  if (page * perPage > SEARCH_LIMITS.depthMax) {
    throw invalidSearch(`page × per_page: at most ${SEARCH_LIMITS.depthMax}`);
  }
  return { page, perPage };
}

interface DocumentKey {
  kind: SearchKind;
  itemId: string;
}

/**
 * Each kind's items by id: a batch's keys (values true) or its rows. Keyed by kind, then by id,
 * rather than by a string joining both: a lookup then builds no string (ADR 0026, amended
 * 2026-11-28, second).
 */
class ByKind<T> {
  private readonly kinds = new Map<SearchKind, Map<string, T>>();
  set(kind: SearchKind, itemId: string, value: T) {
    let ofKind = this.kinds.get(kind);
    if (!ofKind) this.kinds.set(kind, (ofKind = new Map<string, T>()));
    ofKind.set(itemId, value);
  }
  get(key: DocumentKey): T | undefined {
    return this.kinds.get(key.kind)?.get(key.itemId);
  }
  keys(): DocumentKey[] {
    return [...this.kinds].flatMap(([kind, ids]) =>
      [...ids.keys()].map((itemId) => ({ kind, itemId })),
    );
  }
}

/** Search's use-cases over the index (ADR 0017). `viewerId`: who asks, when signed in. */
export function createSearchService(deps: {
  search: SearchRepo;
  /** The catalogue's tracks of these ids, so track hits come ready to play. */
  tracks: (ids: number[]) => Promise<TrackRecord[]>;
  /** The in-memory index (ADR 0026): answers text searches in the default order when loaded. */
  index?: SearchIndex | undefined;
}) {
  // The documents and tracks of searches under way at once are read together (one statement
  // each, ADR 0004's batching): the in-memory index leaves these reads as a search's only
  // round trips (ADR 0026).
  const documents = batched<readonly DocumentKey[], (SearchRow | undefined)[]>(async (asked) => {
    const unique = new ByKind<true>();
    for (const keys of asked) for (const k of keys) unique.set(k.kind, k.itemId, true);
    const byKey = new ByKind<SearchRow>();
    for (const row of await deps.search.documents(unique.keys())) {
      byKey.set(row.kind, row.itemId, row);
    }
    return asked.map((keys) => keys.map((k) => byKey.get(k)));
  });

  /** Each id's track, in the order asked (undefined: gone since). */
  const tracks = batched<number[], (TrackRecord | undefined)[]>(async (asked) => {
    const records = await deps.tracks([...new Set(asked.flat())]);
    const byId = new Map(records.map((t) => [t.id, t]));
    return asked.map((ids) => ids.map((id) => byId.get(id)));
  });

  /** Each hit's track: undefined for other kinds, and for a track gone since. */
  async function tracksOf(keys: readonly DocumentKey[]): Promise<(TrackRecord | undefined)[]> {
    const ids = keys.filter((k) => k.kind === 'track').map((k) => Number(k.itemId));
    const found = ids.length ? await tracks(ids) : [];
    let at = 0;
    return keys.map((k) => (k.kind === 'track' ? found[at++] : undefined));
  }

  /**
   * A hit with its scores, and its track when it is a track hit (ready to play). Written field
   * by field: spreading a row the driver built took 0.9 µs a hit, a literal 0.015 (ADR 0026,
   * amended 2026-11-28). A new object each time: rows read together are shared by the searches
   * that asked for them.
   */
  const withTrack = (
    row: SearchRow,
    track: TrackRecord | undefined,
    { textMatch, score }: Pick<SearchRow, 'textMatch' | 'score'> = row,
  ): Found => ({
    kind: row.kind,
    itemId: row.itemId,
    title: row.title,
    subtitle: row.subtitle,
    album: row.album,
    genre: row.genre,
    details: row.details,
    imageUrl: row.imageUrl,
    year: row.year,
    durationSeconds: row.durationSeconds,
    trackCount: row.trackCount,
    artistId: row.artistId,
    isPublic: row.isPublic,
    plays: row.plays,
    textMatch,
    score,
    track: row.kind === 'track' ? track : undefined,
  });

  /** The database's answer (ADR 0017), its track hits given their tracks. */
  async function answerOf({ rows, total }: { rows: SearchRow[]; total: number }): Promise<Answer> {
    const found = await tracksOf(rows);
    return { rows: rows.map((row, i) => withTrack(row, found[i])), total };
  }

  /**
   * Text searches of the usual shape (no filter, the default order) from the in-memory index,
   * their documents and tracks then read by key, both at once (the hits name them); null when
   * the database must answer (no text, another shape, or the index not loaded).
   */
  async function fromIndex(queries: SearchQuery[]): Promise<Answer[] | null> {
    const text = queries[0]?.text ?? null;
    if (!deps.index || text === null || queries.some((q) => q.text !== text || !hot(q))) {
      return null;
    }
    const index = await deps.index.current();
    if (!index) return null;
    const found = index.searchEach(text, queries);
    if (!found) return null;
    // One read for every collection's hits, answered in their order (undefined: gone since),
    // beside one for their tracks.
    const hits = found.flatMap((f) => f.hits);
    const [rows, trackOf] = await Promise.all([documents(hits), tracksOf(hits)]);
    let at = 0;
    return found.map((f) => {
      const shown: Found[] = [];
      for (const hit of f.hits) {
        const row = rows[at];
        const track = trackOf[at++];
        if (row) shown.push(withTrack(row, track, hit));
      }
      return { total: f.total, rows: shown };
    });
  }

  const searchEach = async (queries: SearchQuery[]) =>
    (await fromIndex(queries)) ??
    Promise.all((await deps.search.searchEach(queries)).map(answerOf));

  /** A collection's page as the repo reads it, bounds and grammar checked. */
  function queryOf(
    kind: SearchKind,
    input: SearchInput,
    viewerId: string | undefined,
    cap: number,
  ) {
    const text = queryText(input.q);
    const { page, perPage } = windowOf(input, SEARCH_LIMITS.page);
    const filters = parseFilterBy(input.filterBy ?? '', kind);
    const sort = parseSortBy(input.sortBy ?? '');
    const offset = (page - 1) * perPage;
    return {
      page,
      query: {
        kind,
        text,
        filters,
        sort,
        offset,
        limit: perPage,
        cap: Math.max(cap, offset + perPage),
        viewerId,
      },
    };
  }

  async function searchKind(kind: SearchKind, input: SearchInput, viewerId?: string) {
    const { page, query } = queryOf(kind, input, viewerId, CANDIDATES);
    const { rows, total } =
      (await fromIndex([query]))?.[0] ?? (await answerOf(await deps.search.search(query)));
    return { hits: rows, totalCount: total, page } satisfies SearchPage;
  }

  return {
    search: searchKind,

    /** Each collection's first hits (5 by default) and the best of them all, in one statement. */
    async unified(input: Omit<SearchInput, 'page' | 'filterBy'>, viewerId?: string) {
      const perPage = input.perPage ?? SEARCH_LIMITS.unifiedPerType;
      const only = { q: input.q, sortBy: input.sortBy, perPage };
      const found = await searchEach(
        SEARCH_KINDS.map((kind) => queryOf(kind, only, viewerId, UNIFIED_CANDIDATES).query),
      );
      const groups = SEARCH_KINDS.map((kind, i) => ({
        kind,
        hits: found[i]!.rows,
        totalCount: found[i]!.total,
      }));
      const best = groups
        .flatMap((g) => g.hits.slice(0, 1))
        .sort((a, b) => b.score - a.score || b.plays - a.plays);
      return { topResult: queryText(input.q) === null ? undefined : best[0], groups };
    },

    /** Up to `limit` suggestions, 3 per kind, grouped by kind, none twice by kind and text. */
    async suggest(q: string | undefined, limit: number | undefined, viewerId?: string) {
      const max = limit ?? SEARCH_LIMITS.suggestions;
      if (!Number.isInteger(max) || max < 1 || max > SEARCH_LIMITS.suggestionsMax) {
        throw invalidSearch(`limit: a whole number from 1 to ${SEARCH_LIMITS.suggestionsMax}`);
      }
      // Blank (or '*') suggests nothing (spec 2 §5).
      const text = queryText(q);
      if (text === null) return [];
      const perKind = await searchEach(
        SUGGEST_ORDER.map((kind) => ({
          kind,
          text,
          filters: [],
          sort: parseSortBy(''),
          offset: 0,
          limit: SEARCH_LIMITS.suggestPerType,
          cap: SUGGEST_CANDIDATES,
          viewerId,
        })),
      );
      const seen = new Set<string>();
      const rows = perKind
        .flatMap((r) => r.rows)
        .filter((row) => {
          const key = `${row.kind}\u0000${row.title.toLowerCase()}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .slice(0, max);
      return rows;
    },

    /** Counts of genre, artist and year over the tracks the query finds. */
    async facets(input: {
      q?: string | undefined;
      filterBy?: string | undefined;
      facetBy?: readonly string[] | undefined;
      maxValues?: number | undefined;
    }) {
      const text = queryText(input.q);
      const filters = parseFilterBy(input.filterBy ?? '', 'track');
      const asked = input.facetBy?.length ? input.facetBy : FACET_FIELDS;
      const fields = asked.map((field) => {
        if (!FACET_FIELDS.includes(field as FacetField)) {
          throw invalidSearch(`facet_by: unknown field '${field}'`);
        }
        return field as FacetField;
      });
      const maxValues = input.maxValues ?? FACET_VALUES.default;
      if (!Number.isInteger(maxValues) || maxValues < 1 || maxValues > FACET_VALUES.max) {
        throw invalidSearch(`max_values: a whole number from 1 to ${FACET_VALUES.max}`);
      }
      return deps.search.facets(
        { kind: 'track', text, filters, cap: CANDIDATES, viewerId: undefined },
        [...new Set(fields)],
        maxValues,
      );
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
