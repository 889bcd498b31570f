import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '~/db/client';
import { albumRow, artistRow, genreRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { insertListens, listenRow } from '~/db/factories/listens';
import { insertPlaylists, playlistRow } from '~/db/factories/playlists';
import { createLogger } from '~/logger';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';
import { createSearchRepo } from '../search.repo';
import { createSearchService, type SearchService } from '../search.service';
import { searchFold } from './fold';
import { createSearchIndex, type SearchIndex } from './search-index';

// The in-memory index (ADR 0026) must answer as the SQL path does (ADR 0017): the same hits
// in the same order with the same scores, and every write found by the next search.
const VOCABULARY = `neon satellite café midnight river échos golden static velvet thunder paper
  lantern ocean drive blue orbit señor müller crème brûlée björk zephyr night morning road`
  .split(/\s+/)
  .filter(Boolean);
const pick = (n: number, k: number) => VOCABULARY[(n * 7 + k * 13) % VOCABULARY.length]!;
const name = (n: number, words: number) =>
  Array.from({ length: words }, (_, k) => pick(n, k))
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

const QUERIES = [
  'neon',
  'ne',
  'neo sat',
  'satellite neon',
  'cafe',
  'CAFÉ',
  'echos',
  'creme brulee',
  'bjork',
  'mueller',
  'muller',
  'sattelite',
  'veletv',
  'thundr',
  'golden velvet river',
  'midnight ocean',
  'o',
  'oc',
  'road trip',
  'zephyr morning',
  'nothing here',
  'xq',
  "rock'n'roll",
  'blue orbit',
  'night',
];

let db: TestDatabase;
let index: SearchIndex;
let memory: SearchService;
let inSql: SearchService;
let sqlSearches = 0;

beforeAll(async () => {
  db = await openTestDatabase();
  await insertCatalog(db.db, {
    genres: [genreRow({ id: 1, name: 'Rock' }), genreRow({ id: 2, name: 'Jazz' })],
    artists: Array.from({ length: 30 }, (_, i) =>
      artistRow({ id: i + 1, name: name(i, 1 + (i % 2)), bio: name(i + 3, 3) }),
    ),
    albums: Array.from({ length: 40 }, (_, i) =>
      albumRow({ id: i + 1, artistId: (i % 30) + 1, title: name(i + 5, 2), genreId: 1 + (i % 2) }),
    ),
    tracks: Array.from({ length: 240 }, (_, i) =>
      trackRow({
        id: i + 1,
        artistId: (i % 30) + 1,
        albumId: (i % 40) + 1,
        title: name(i + 11, 2 + (i % 2)),
      }),
    ),
  });
  await insertListens(
    db.db,
    Array.from({ length: 400 }, (_, n) =>
      listenRow({
        listenerId: `l${n % 7}`,
        trackId: ((n * n) % 240) + 1,
        listenedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
      }),
    ),
  );
  await insertPlaylists(db.db, [
    {
      playlist: playlistRow({ id: 'pl-pub', title: 'Neon Road Trip', isOfficial: true }),
      trackIds: [1],
    },
    {
      playlist: playlistRow({
        id: 'pl-priv',
        title: 'Neon Secrets',
        isPublic: false,
        createdBy: 'owner-1',
      }),
      trackIds: [2],
    },
  ]);
  const search = createSearchRepo(db.db);
  const tracks = () => Promise.resolve([]);
  index = createSearchIndex({ db: db.db, log: createLogger('silent'), refreshSeconds: 600 });
  // The memory service's SQL searches are counted: with the index loaded there must be none.
  memory = createSearchService({
    search: {
      ...search,
      search: (query) => (sqlSearches++, search.search(query)),
      searchEach: (queries) => (sqlSearches++, search.searchEach(queries)),
    },
    tracks,
    index,
  });
  inSql = createSearchService({ search, tracks });
  expect(await index.ready()).toBe(true);
});
afterAll(async () => {
  await index.stop();
  await db.dispose();
});

type Hit = { kind: string; itemId: string; textMatch: number; score: number };
const shape = (hits: Hit[]) =>
  hits.map((h) => ({
    kind: h.kind,
    itemId: h.itemId,
    textMatch: h.textMatch.toFixed(4),
    score: h.score.toFixed(4),
  }));

async function expectSameAnswers(q: string, viewer?: string) {
  for (const kind of ['track', 'artist', 'album', 'playlist'] as const) {
    const [a, b] = await Promise.all([
      memory.search(kind, { q, perPage: 50 }, viewer),
      inSql.search(kind, { q, perPage: 50 }, viewer),
    ]);
    expect({ q, kind, total: a.totalCount, hits: shape(a.hits) }).toEqual({
      q,
      kind,
      total: b.totalCount,
      hits: shape(b.hits),
    });
  }
  const [ua, ub] = await Promise.all([memory.unified({ q }, viewer), inSql.unified({ q }, viewer)]);
  expect({ q, groups: ua.groups.map((g) => [g.totalCount, shape(g.hits)]) }).toEqual({
    q,
    groups: ub.groups.map((g) => [g.totalCount, shape(g.hits)]),
  });
  const [sa, sb] = await Promise.all([memory.suggest(q, 12, viewer), inSql.suggest(q, 12, viewer)]);
  expect({ q, suggest: shape(sa) }).toEqual({ q, suggest: shape(sb) });
}

describe('the in-memory search index', () => {
  it('folds text as the database does', async () => {
    const texts = [
      'Café Tacvba',
      'ÉCHOS',
      'Crème Brûlée',
      'Björk',
      'Straße',
      'Ærø',
      'Łódź',
      'Ñandú',
    ];
    const rows = await queryRows<{ folded: string }>(
      db.db,
      sql`select search_fold(t) as folded from unnest(${sql.param(texts)}::text[]) with ordinality u(t, n) order by n`,
    );
    expect(texts.map(searchFold)).toEqual(rows.map((r) => r.folded));
  });

  it('answers every query as the SQL path does: hits, order, scores and counts', async () => {
    const found = await memory.search('track', { q: 'neon' });
    expect(found.hits.length).toBeGreaterThan(5);
    for (const q of QUERIES) await expectSameAnswers(q);
    await expectSameAnswers('neon', 'owner-1');
    expect(sqlSearches).toBe(0);
  });

  it('finds each write at the next search, as the SQL path does', async () => {
    await insertCatalog(db.db, {
      tracks: [trackRow({ id: 900, artistId: 1, title: 'Zephyr Quokka Anthem' })],
    });
    expect((await memory.search('track', { q: 'quokka' })).hits.map((h) => h.itemId)).toEqual([
      '900',
    ]);
    await db.db.execute(sql`update artists set name = 'Quokka Collective' where id = 2`);
    await db.db.execute(sql`delete from tracks where id = 3`);
    await db.db.execute(sql`update playlists set is_public = false where id = 'pl-pub'`);
    await insertListens(
      db.db,
      Array.from({ length: 300 }, (_, n) =>
        listenRow({
          listenerId: 'm',
          trackId: 240,
          listenedAt: new Date(Date.UTC(2026, 0, 2, 0, 0, n)),
        }),
      ),
    );
    for (const q of ['quokka', 'quokka anthem', 'neon', 'road', ...QUERIES.slice(0, 8)]) {
      await expectSameAnswers(q);
    }
    expect((await memory.search('playlist', { q: 'neon road' })).hits).toEqual([]);
    expect(sqlSearches).toBe(0);
  });

  it('loads again after the documents are truncated, the SQL path answering meanwhile', async () => {
    await db.db.execute(sql`truncate search_documents`);
    expect((await memory.search('track', { q: 'neon' })).hits).toEqual([]);
    expect(sqlSearches).toBe(1);
    await db.db.execute(sql`select search_index_tracks(array(select id from tracks))`);
    expect(await index.ready()).toBe(true);
    const before = sqlSearches;
    await expectSameAnswers('neon');
    expect(sqlSearches).toBe(before);
  });

  it('reads on past a change that never commits, a page at a time', async () => {
    // Pages of 3: a rolled-back write leaves a gap the index keeps looking for, while more
    // than a page of changes follows it.
    const small = createSearchIndex({
      db: db.db,
      log: createLogger('silent'),
      refreshSeconds: 600,
      page: 3,
    });
    try {
      expect(await small.ready()).toBe(true);
      await db.db
        .transaction(async (tx) => {
          await insertCatalog(tx, {
            tracks: [trackRow({ id: 950, artistId: 1, title: 'Numbat Never' })],
          });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await insertCatalog(db.db, {
        tracks: Array.from({ length: 8 }, (_, i) =>
          trackRow({ id: 960 + i, artistId: 1, title: `Numbat Song ${i}` }),
        ),
      });
      const index = await small.current();
      const [found] = index!.searchEach('numbat', [
        { kind: 'track', cap: 100, offset: 0, limit: 20, viewerId: undefined },
      ])!;
      expect(found!.total).toBe(8);
    } finally {
      await small.stop();
    }
  });
});
