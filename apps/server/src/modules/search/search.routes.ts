import { timingSafeEqual } from 'node:crypto';
import { isStorableText, REASONS } from '@earshot/wire';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '~/errors';
import type { LimitRule, RateLimiter } from '~/limits/rate-limiter';
import type { SearchKind } from '~/db/schema';
import { invalidSearch } from './search-grammar';
import { toDocument } from './search.mappers';
import type { SearchInput, SearchService } from './search.service';

/** The hybrid endpoints' prefix (spec 2 §7). */
export const SEARCH_HTTP_PREFIX = '/search';
/** The API key header the endpoints read when SEARCH_API_KEY is set. */
export const SEARCH_API_KEY_HEADER = 'x-api-key';

/** The collections under /search/{name}, by the document kind each answers. */
const COLLECTIONS: Record<string, SearchKind> = {
  tracks: 'track',
  artists: 'artist',
  albums: 'album',
  playlists: 'playlist',
};

/** What the hybrid endpoints are built from. */
export interface SearchRouteDeps {
  search: SearchService;
  limiter: RateLimiter;
  /** SEARCH_API_KEY: the key the header must carry; undefined leaves the endpoints open. */
  apiKey: string | undefined;
  /** Requests per client address per minute. */
  perMinute: number;
  /** SEARCH_MAX_QUERY_BYTES: a longer query string is refused (414) before it is read. */
  maxQueryBytes: number;
  /** Who asks, from the session token the request carries, if any. */
  viewerOf: (req: FastifyRequest) => Promise<string | undefined>;
}

/**
 * GET /search/{tracks,artists,albums,playlists,unified} (spec 2 §7): the hybrid search, here
 * answered from Earshot's own index; `sources` says so (ADR 0017).
 */
export function registerSearchRoutes(app: FastifyInstance, deps: SearchRouteDeps) {
  const rule: LimitRule = { name: 'search', limit: deps.perMinute, windowMs: 60_000 };
  const guard = async (req: FastifyRequest) => {
    const query = req.url.indexOf('?');
    if (query >= 0 && req.url.length - query - 1 > deps.maxQueryBytes) {
      throw new AppError('uri_too_long', REASONS.queryTooLong);
    }
    if (deps.apiKey !== undefined && !sameKey(req.headers[SEARCH_API_KEY_HEADER], deps.apiKey)) {
      throw new AppError('unauthenticated', REASONS.searchApiKeyRequired);
    }
    if (!(await deps.limiter.consume(rule, req.ip))) {
      throw new AppError('rate_limited', REASONS.rateLimited);
    }
    return deps.viewerOf(req);
  };

  for (const [name, kind] of Object.entries(COLLECTIONS)) {
    app.get(`${SEARCH_HTTP_PREFIX}/${name}`, async (req, reply) => {
      const viewerId = await guard(req);
      const res = await deps.search.search(kind, readParams(req.query), viewerId);
      void reply.header('cache-control', 'private, no-cache');
      return {
        hits: res.hits.map(toDocument),
        totalCount: res.totalCount,
        page: res.page,
        sources: SOURCES,
      };
    });
  }

  app.get(`${SEARCH_HTTP_PREFIX}/unified`, async (req, reply) => {
    const viewerId = await guard(req);
    const res = await deps.search.unified(readParams(req.query), viewerId);
    const group = (kind: SearchKind) => res.groups.find((g) => g.kind === kind)!;
    const collection = (kind: SearchKind) => ({
      hits: group(kind).hits.map(toDocument),
      totalCount: group(kind).totalCount,
    });
    void reply.header('cache-control', 'private, no-cache');
    return {
      topResult: res.topResult ? toDocument(res.topResult) : null,
      tracks: collection('track'),
      artists: collection('artist'),
      albums: collection('album'),
      playlists: collection('playlist'),
      totalCount: res.groups.reduce((sum, g) => sum + g.totalCount, 0),
      page: 1,
      sources: SOURCES,
    };
  });
}

/**
 * Which sources answered: no Typesense runs here; our own index, in the database, answers
 * every search, whatever include_database says (it is read and checked only; ADR 0017).
 */
const SOURCES = { typesense: false, database: true } as const;

const INTEGER = /^\d{1,9}$/;

function readParams(query: unknown) {
  const params = (query ?? {}) as Record<string, unknown>;
  const text = (name: string) => {
    const value = params[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidSearch(`${name}: give it once`);
    if (!isStorableText(value))
      throw invalidSearch(`${name}: must not hold NUL or a lone surrogate`);
    return value;
  };
  const integer = (name: string) => {
    const value = text(name);
    if (value === undefined || value === '') return undefined;
    if (!INTEGER.test(value)) throw invalidSearch(`${name}: a whole number`);
    return Number(value);
  };
  const include = text('include_database');
  if (include !== undefined && include !== 'true' && include !== 'false') {
    throw invalidSearch('include_database: true or false');
  }
  const input: SearchInput = {
    q: text('q'),
    page: integer('page'),
    perPage: integer('per_page'),
    sortBy: text('sort_by'),
    filterBy: text('filter_by'),
  };
  return input;
}

function sameKey(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
