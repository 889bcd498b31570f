import { sql, type SQL } from 'drizzle-orm';
import { queryPrepared, queryRows, type Db } from '~/db/client';
import type { SearchKind } from '~/db/schema';
import type { Filter, SortKey } from './search-grammar';

/** A document as search answers it, with its scores. */
export interface SearchRow {
  kind: SearchKind;
  itemId: string;
  title: string;
  subtitle: string;
  album: string;
  genre: string;
  /** Artist bio, playlist description. */
  details: string;
  imageUrl: string;
  year: number | null;
  durationSeconds: number | null;
  trackCount: number | null;
  artistId: number | null;
  isPublic: boolean;
  plays: number;
  /** How well the text matched (0 for match-all). */
  textMatch: number;
  /** The text match blended with popularity: what the default order sorts by. */
  score: number;
}

/** What to find: words (null: everything), where, in what order, which window. */
export interface SearchQuery {
  kind: SearchKind;
  text: string | null;
  filters: Filter[];
  sort: SortKey[];
  offset: number;
  limit: number;
  /** Candidates taken from each match path before ranking (ADR 0017). */
  cap: number;
  /** Who asks: their own private playlists are found too. */
  viewerId: string | undefined;
}

export type FacetField = 'genre' | 'artist' | 'year';

const COLUMNS: Record<Filter['field'], SQL> = {
  genre: sql`d.genre`,
  artist: sql`d.subtitle`,
  album: sql`d.album`,
  year: sql`d.year`,
  duration: sql`d.duration_seconds`,
};
const FACET_COLUMNS: Record<FacetField, SQL> = {
  genre: sql`d.genre`,
  artist: sql`d.subtitle`,
  year: sql`d.year::text`,
};

/** The search index's reads: SQL only; every value is bound. */
export function createSearchRepo(db: Db) {
  /** A page of hits and how many there are (up to the candidates considered). */
  async function search(query: SearchQuery): Promise<{ rows: SearchRow[]; total: number }> {
    const where = conditions(query);
    if (query.text === null) {
      const rows = await queryRows<SearchRow & { total: number }>(
        db,
        sql`select ${hitColumns(sql`0`)}, count(*) over ()::int as total
            from (select * from search_documents d where ${where}
              order by ${orderBy(query.sort, sql`ln(1 + d.plays)`)} limit ${query.cap}) d
            order by ${orderBy(query.sort, sql`ln(1 + d.plays)`)}
            limit ${query.limit} offset ${query.offset}`,
      );
      return { rows, total: rows[0]?.total ?? (await countAll(db, where, query.cap)) };
    }
    const rows = await (hot(query) ? queryPrepared : queryRows)<SearchRow & { total: number }>(
      db,
      sql`with ${typed(query.text)} select * from ${ranked(query, where)} r`,
    );
    return {
      rows,
      total: rows[0]?.total ?? (query.offset > 0 ? await countCandidates(db, query, where) : 0),
    };
  }

  return {
    search,

    /** The documents of these keys as hits (scores 0: the in-memory index ranked them). */
    async documents(keys: readonly { kind: SearchKind; itemId: string }[]): Promise<SearchRow[]> {
      if (keys.length === 0) return [];
      return queryPrepared<SearchRow>(
        db,
        sql`select ${hitColumns(sql`0`)}
          from unnest(${sql.param(keys.map((k) => k.kind))}::text[],
            ${sql.param(keys.map((k) => k.itemId))}::text[]) k(kind, item_id)
          join search_documents d on d.kind = k.kind and d.item_id = k.item_id`,
      );
    },

    /** Deletes the index's changes older than `keptMs` (each server's index has read them). */
    async forgetChanges(keptMs: number): Promise<number> {
      const [row] = await queryRows<{ gone: number }>(
        db,
        sql`with gone as (delete from search_changes
            where at < now() - make_interval(secs => ${keptMs / 1000}) returning 1)
          select count(*)::int as gone from gone`,
      );
      return row?.gone ?? 0;
    },

    /** Rebuilds every word's list of most played documents (migration 0019); answers how many. */
    async refreshTopLists(): Promise<number> {
      const [row] = await queryRows<{ words: number }>(
        db,
        sql`select search_top_refresh() as words`,
      );
      return row?.words ?? 0;
    },

    /**
     * The same words in several collections at once (unified search, suggestions): one
     * statement, the words looked up once, each collection ranked and cut on its own.
     */
    async searchEach(queries: SearchQuery[]): Promise<{ rows: SearchRow[]; total: number }[]> {
      const text = queries[0]?.text ?? null;
      if (text === null || queries.some((q) => q.text !== text || q.filters.length > 0)) {
        return Promise.all(queries.map(search));
      }
      const arms = queries.map(
        (query, i) =>
          sql`(select ${i}::int as arm, r.* from ${ranked(query, conditions(query), MATCHES)} r)`,
      );
      const rows = await (queries.every(hot) ? queryPrepared : queryRows)<
        SearchRow & { total: number; arm: number }
      >(db, sql`with ${typed(text)}, ${matches()} ${sql.join(arms, sql` union all `)}`);
      return Promise.all(
        queries.map(async (query, i) => {
          const mine = rows.filter((r) => r.arm === i).map(({ arm: _, ...row }) => row);
          const total =
            mine[0]?.total ??
            (query.offset > 0 ? await countCandidates(db, query, conditions(query)) : 0);
          return { rows: mine, total };
        }),
      );
    },

    /** Value counts of a field over the tracks the query finds, most frequent first. */
    async facets(
      query: Omit<SearchQuery, 'sort' | 'offset' | 'limit'>,
      fields: FacetField[],
      maxValues: number,
    ) {
      const where = conditions({ ...query, kind: 'track' });
      const count = async (tx: Db) => {
        const source =
          query.text === null
            ? sql`(select * from search_documents d where ${where}) d`
            : sql`(with ${typed(query.text)}, ${candidates({ ...query, kind: 'track' }, where)}
                select * from candidates) d`;
        const result: { field: FacetField; counts: { value: string; count: number }[] }[] = [];
        for (const field of fields) {
          const column = FACET_COLUMNS[field];
          const counts = await queryRows<{ value: string; count: number }>(
            tx,
            sql`select ${column} as value, count(*)::int as count from ${source}
              where ${column} is not null and ${column} <> ''
              group by 1 order by 2 desc, 1 limit ${maxValues}`,
          );
          result.push({ field, counts });
        }
        return result;
      };
      return count(db);
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;

/**
 * Whether a search is of the shapes asked all the time (no filter, the default order: every
 * suggestion, most searches), whose statements are kept prepared on each connection
 * (`queryPrepared`). Other shapes are planned on each run, so that the many combinations the
 * grammar allows cannot fill the connections with prepared statements.
 */
export function hot(query: Pick<SearchQuery, 'filters' | 'sort'>): boolean {
  return (
    query.filters.length === 0 &&
    query.sort.length === 1 &&
    query.sort[0]!.field === '_text_match' &&
    query.sort[0]!.desc
  );
}

/**
 * The typed words as a tsquery, once per statement, and where to start (`top`: the rarest
 * word's lexicon words when every one has a list of its most played documents, else null):
 * `search_plan` (migrations 0013, 0016).
 */
function typed(text: string): SQL {
  return sql`typed as materialized (select p.words, p.top from search_plan(${text}) p)`;
}
const TYPED = sql`(select words from typed)`;
const TOP = sql`(select top from typed)::text[]`;

/**
 * Every document with the typed words, read once for all collections (needs `typed`): only
 * what choosing candidates needs (kind, popularity, visibility), so it stays small. Read only
 * when some collection's list did not serve it (`candidates`).
 */
function matches(): SQL {
  return sql`matches as materialized (select d.kind, d.item_id, d.plays, d.is_public, d.owner_id
    from search_documents d where d.document @@ ${TYPED})`;
}
/** Candidates taken from `matches` instead of the index (filters need the whole document). */
const MATCHES = true;

/**
 * Candidates, capped before ranking: documents that have every typed word, as a prefix or as
 * corrected from a typo (`typed`), the most played first (ADR 0017, amended).
 *
 * When the rarest word is common (`top`), from the lists of its most played documents
 * (`search_top`, migration 0019): the lists are walked most played first, each document checked
 * for the other words, until `cap` are found. They are the most played of all the matches
 * when `cap` were found and none is below the last entry of a full list (a document missing
 * from a list has no more plays than its last entry); else, and without `top`, every match is
 * read (`matches` when several collections share one reading of the index), only then. The
 * lists hold plays as their last refresh saw them (ADR 0017, amended 2026-11-26, second).
 */
function candidates(
  query: Pick<SearchQuery, 'cap' | 'kind'>,
  where: SQL,
  fromMatches = false,
): SQL {
  // One word's list is read in its order and no further than needed; several words' lists
  // (a typo's corrections) are merged first, a document in two of them once. Each listed
  // document is looked up by its key in that order (the lateral subquery is kept apart,
  // `offset 0`, so the planner cannot read the words' whole index instead) until `cap` have
  // every word and pass the filters. The order is the nested loop's, over its ordered outer
  // side: an ORDER BY above the join would sort every list entry before stopping.
  const walk = sql`walk as materialized (select x.doc, l.plays from (
      (select t.item_id, t.plays from search_top t
        where cardinality(${TOP}) = 1 and t.word = (${TOP})[1] and t.kind = ${query.kind}
        order by t.rank)
      union all
      (select t.item_id, max(t.plays) from search_top t
        where cardinality(${TOP}) > 1 and t.word = any(${TOP}) and t.kind = ${query.kind}
        group by t.item_id order by 2 desc, 1)) l,
    lateral (select d as doc from search_documents d
      where d.kind = ${query.kind} and d.item_id = l.item_id and ${where}
        and d.document @@ ${TYPED} offset 0) x
    limit ${query.cap}),
  served as materialized (select count(*) >= ${query.cap} and coalesce(min(w.plays), -1) >= (
      select coalesce(max(t.plays), -1) from search_top t
      where t.word = any(${TOP}) and t.kind = ${query.kind} and t.rank = search_top_size()) as ok
    from walk w)`;
  // The walk kept each document whole: no second look-up.
  const listed = sql`select (w.doc).* from walk w where (select ok from served)`;
  if (fromMatches) {
    return sql`${walk}, candidates as (${listed} union all
      select s.* from (select d.kind, d.item_id from matches d
        where ${where} and not (select ok from served) order by d.plays desc, d.item_id limit ${query.cap}) m
      join search_documents s on s.kind = m.kind and s.item_id = m.item_id)`;
  }
  return sql`${walk}, candidates as (${listed} union all
    (select * from search_documents d where ${where} and d.document @@ ${TYPED}
      and not (select ok from served) order by d.plays desc, d.item_id limit ${query.cap}))`;
}

/** The window of candidates ranked by text match and popularity (needs `typed`). */
function ranked(query: SearchQuery, where: SQL, fromMatches = false): SQL {
  // The text score once per candidate (`offset 0` keeps the planner from copying it into each use).
  const text = sql`d.text_match`;
  return sql`(with ${candidates(query, where, fromMatches)}
    select ${hitColumns(text)}, count(*) over ()::int as total
    from (select d.*, ${textMatch(query.text!)} as text_match from candidates d offset 0) d
    order by ${orderBy(query.sort, sql`${text} * (1 + ln(1 + d.plays) / 5)`)}
    limit ${query.limit} offset ${query.offset})`;
}

/** The text score: resemblance to the whole text and the title, plus the weighted word rank. */
function textMatch(text: string): SQL {
  const folded = sql`search_fold(${text})`;
  return sql`(2 * word_similarity(${folded}, d.folded) + similarity(${folded}, search_fold(d.title))
    + ts_rank(d.document, ${TYPED}))`;
}

function hitColumns(text: SQL): SQL {
  return sql`d.kind, d.item_id as "itemId", d.title, d.subtitle, d.album, d.genre, d.details,
    d.image_url as "imageUrl", d.year, d.duration_seconds as "durationSeconds",
    d.track_count as "trackCount", d.artist_id as "artistId", d.is_public as "isPublic", d.plays,
    ${text}::float8 as "textMatch", ((${text}) * (1 + ln(1 + d.plays) / 5))::float8 as score`;
}

function orderBy(sort: SortKey[], score: SQL): SQL {
  const keys = sort.map(({ field, desc }) => {
    const column =
      field === '_text_match'
        ? score
        : field === 'created_at'
          ? sql`d.created_at`
          : field === 'plays'
            ? sql`d.plays`
            : field === 'year'
              ? sql`d.year`
              : sql`lower(d.title)`;
    return desc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  });
  return sql.join([...keys, sql`${score} desc`, sql`d.item_id`], sql`, `);
}

function conditions(query: Pick<SearchQuery, 'kind' | 'filters' | 'viewerId'>): SQL {
  const parts = [sql`d.kind = ${query.kind}`];
  if (query.kind === 'playlist') {
    parts.push(
      query.viewerId ? sql`(d.is_public or d.owner_id = ${query.viewerId})` : sql`d.is_public`,
    );
  }
  for (const filter of query.filters) parts.push(filterSql(filter));
  return sql.join(parts, sql` and `);
}

function filterSql(filter: Filter): SQL {
  const column = COLUMNS[filter.field];
  switch (filter.op) {
    case 'eq':
      return 'values' in filter
        ? sql`lower(${column}) = lower(${filter.values[0]})`
        : sql`${column} = ${filter.value}`;
    case 'ne':
      return sql`lower(${column}) <> lower(${filter.values[0]})`;
    case 'in':
      return sql`lower(${column}) in (${sql.join(
        filter.values.map((v) => sql`lower(${v})`),
        sql`, `,
      )})`;
    case 'gt':
      return sql`${column} > ${filter.value}`;
    case 'gte':
      return sql`${column} >= ${filter.value}`;
    case 'lt':
      return sql`${column} < ${filter.value}`;
    case 'lte':
      return sql`${column} <= ${filter.value}`;
    case 'range':
      return sql`${column} between ${filter.from} and ${filter.to}`;
  }
}

async function countAll(db: Db, where: SQL, cap: number): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select 1 from search_documents d where ${where} limit ${cap}) c`,
  );
  return row?.total ?? 0;
}

async function countCandidates(db: Db, query: SearchQuery, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`with ${typed(query.text!)}, ${candidates(query, where)}
      select count(*)::int as total from candidates`,
  );
  return row?.total ?? 0;
}
