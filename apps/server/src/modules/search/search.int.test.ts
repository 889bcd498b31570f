import { Code, ConnectError } from '@connectrpc/connect';
import { SearchKind, SearchService } from '@earshot/contract/search/v1/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumRow, artistRow, genreRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { insertListens, listenRow } from '~/db/factories/listens';
import { insertPlaylists, playlistRow } from '~/db/factories/playlists';
import { useTestServer } from '~/test/fixture';
import { startTestServer, type TestServer } from '~/test/test-server';

let owner: { token: string; userId: string };

const t = useTestServer({
  seed: async ({ db }) => {
    await insertCatalog(db, {
      genres: [genreRow({ id: 1, name: 'Rock' }), genreRow({ id: 2, name: 'Jazz' })],
      artists: [
        artistRow({ id: 1, name: 'The Beatles', bio: 'Liverpool band' }),
        artistRow({ id: 2, name: 'Neon Satellites' }),
        artistRow({ id: 3, name: 'Café Tacvba' }),
        artistRow({ id: 4, name: 'Beat Elsewhere' }),
      ],
      albums: [
        albumRow({
          id: 1,
          artistId: 1,
          title: 'Abbey Road',
          genreId: 1,
          releaseDate: '1969-09-26',
        }),
        albumRow({ id: 2, artistId: 2, title: 'Orbit', genreId: 2, releaseDate: '2021-05-01' }),
      ],
      tracks: [
        trackRow({ id: 1, artistId: 1, albumId: 1, title: 'Come Together' }),
        trackRow({ id: 2, artistId: 1, albumId: 1, title: 'Something' }),
        trackRow({ id: 3, artistId: 2, albumId: 2, title: 'Night Drive' }),
        trackRow({ id: 4, artistId: 2, albumId: 2, title: 'Blue Orbit', genreId: 2 }),
        trackRow({ id: 5, artistId: 3, title: 'Eres' }),
        trackRow({ id: 6, artistId: 4, title: 'Beatless Morning' }),
      ],
    });
    await insertListens(
      db,
      Array.from({ length: 30 }, (_, i) =>
        listenRow({
          listenerId: 'l',
          trackId: 1,
          listenedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        }),
      ),
    );
  },
});
beforeAll(async () => {
  const signed = await t.account({ email: 'owner@example.com', name: 'Ola Owner' });
  owner = { token: signed.token, userId: signed.id };
  await insertPlaylists(t.database.db, [
    {
      playlist: playlistRow({ id: 'pl-pub', title: 'Road Trip Mix', isOfficial: true }),
      trackIds: [1, 3],
    },
    {
      playlist: playlistRow({
        id: 'pl-priv',
        title: 'Road Secrets',
        isPublic: false,
        createdBy: owner.userId,
      }),
      trackIds: [2],
    },
  ]);
});

const rpc = (token?: string) => t.rpc(SearchService, { token });
const titles = (hits: { title: string }[]) => hits.map((h) => h.title);

interface Hits {
  hits: Record<string, unknown>[];
  totalCount: number;
}
/** What the hybrid endpoints answer: a collection's page, the unified view, or an error. */
interface HybridBody extends Hits {
  page: number;
  topResult: unknown;
  tracks: Hits;
  albums: Hits;
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.baseUrl}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as HybridBody };
}

describe('search forgives (earshot.search.v1 Search)', () => {
  it("finds 'Beatles' from the typo 'beatels', the famous exact match first", async () => {
    const { hits } = await rpc().search({ kind: SearchKind.ARTIST, q: 'beatels' });
    expect(titles(hits)[0]).toBe('The Beatles');
    const tracks = await rpc().search({ kind: SearchKind.TRACK, q: 'beatles' });
    // The Beatles' most played track before a fuzzy title match of an obscure one.
    expect(titles(tracks.hits).slice(0, 1)).toEqual(['Come Together']);
    expect(titles(tracks.hits)).toContain('Something');
    // Track hits come ready to play.
    expect(tracks.hits[0]!.track).toMatchObject({
      trackId: 1,
      title: 'Come Together',
      artistName: 'The Beatles',
    });
  });

  it("finds 'Neon Satellites' from the prefixes 'neo sat' and in any word order", async () => {
    expect(titles((await rpc().search({ kind: SearchKind.ARTIST, q: 'neo sat' })).hits)).toEqual([
      'Neon Satellites',
    ]);
    const ordered = await rpc().search({ kind: SearchKind.TRACK, q: 'orbit neon' });
    expect(titles(ordered.hits)).toEqual(expect.arrayContaining(['Blue Orbit', 'Night Drive']));
    expect(titles(ordered.hits)[0]).toBe('Blue Orbit');
  });

  it("finds 'Café' from 'cafe' and 'CAFÉ', case and accents aside", async () => {
    for (const q of ['cafe', 'CAFÉ', 'tacvba cafe']) {
      expect(titles((await rpc().search({ kind: SearchKind.ARTIST, q })).hits)).toEqual([
        'Café Tacvba',
      ]);
    }
  });

  it('searches tracks by album and genre too', async () => {
    expect(
      titles((await rpc().search({ kind: SearchKind.TRACK, q: 'abbey' })).hits).sort(),
    ).toEqual(['Come Together', 'Something']);
    expect(titles((await rpc().search({ kind: SearchKind.TRACK, q: 'jazz' })).hits).sort()).toEqual(
      ['Blue Orbit', 'Night Drive'],
    );
  });

  it('keeps the index in step with the catalogue: a new or renamed row is found at once', async () => {
    await insertCatalog(t.database.db, {
      tracks: [trackRow({ id: 50, artistId: 2, title: 'Quasar Lullaby' })],
    });
    expect(titles((await rpc().search({ kind: SearchKind.TRACK, q: 'quasar' })).hits)).toEqual([
      'Quasar Lullaby',
    ]);
    await t.database.db.execute(sql`update artists set name = 'Neon Satellites X' where id = 2`);
    const hit = (await rpc().search({ kind: SearchKind.TRACK, q: 'quasar' })).hits[0]!;
    expect(hit.subtitle).toBe('Neon Satellites X');
    await t.database.db.execute(sql`update artists set name = 'Neon Satellites' where id = 2`);
    await t.database.db.execute(sql`delete from tracks where id = 50`);
    expect((await rpc().search({ kind: SearchKind.TRACK, q: 'quasar' })).hits).toEqual([]);
  });
});

describe('search answers', () => {
  it('answers a page with its defaults (page 1, 20 per page) and every track for a blank query', async () => {
    const res = await rpc().search({ kind: SearchKind.TRACK, q: '  ' });
    expect(res.page).toBe(1);
    expect(res.totalCount).toBe(6);
    expect(res.hits[0]!.title).toBe('Come Together');
    const second = await rpc().search({ kind: SearchKind.TRACK, q: '*', page: 2, perPage: 4 });
    expect(second.hits).toHaveLength(2);
    expect(second.totalCount).toBe(6);
  });

  it('answers the unified view: a top result and up to 5 per collection', async () => {
    const res = await rpc().search({ q: 'road' });
    expect(res.groups.map((g) => g.kind)).toEqual([
      SearchKind.TRACK,
      SearchKind.ARTIST,
      SearchKind.ALBUM,
      SearchKind.PLAYLIST,
    ]);
    const albums = res.groups[2]!;
    expect(titles(albums.hits)).toEqual(['Abbey Road']);
    expect(titles(res.groups[3]!.hits)).toEqual(['Road Trip Mix']);
    expect(res.topResult).toBeDefined();
    expect(res.groups.every((g) => g.hits.length <= 5)).toBe(true);
  });

  it('filters and sorts by the documented grammar', async () => {
    const jazz = await rpc().search({
      kind: SearchKind.TRACK,
      filterBy: 'genre:=Jazz && year:>=2020',
    });
    expect(titles(jazz.hits).sort()).toEqual(['Blue Orbit', 'Night Drive']);
    const named = await rpc().search({
      kind: SearchKind.TRACK,
      filterBy: 'artist:[`The Beatles`, Nobody]',
    });
    expect(named.totalCount).toBe(2);
    const newest = await rpc().search({ kind: SearchKind.ALBUM, sortBy: 'year:desc' });
    expect(titles(newest.hits)).toEqual(['Orbit', 'Abbey Road']);
    const oldest = await rpc().search({ kind: SearchKind.ALBUM, sortBy: 'year:asc,title:asc' });
    expect(titles(oldest.hits)).toEqual(['Abbey Road', 'Orbit']);
    const played = await rpc().search({ kind: SearchKind.TRACK, sortBy: 'plays:desc' });
    expect(played.hits[0]!.plays).toBe(30);
  });

  it('refuses what the grammar and the bounds do not allow, naming the bad part', async () => {
    const cases: [Parameters<ReturnType<typeof rpc>['search']>[0], RegExp][] = [
      [{ kind: SearchKind.TRACK, filterBy: 'mood:=happy' }, /unknown field 'mood'/],
      [
        { kind: SearchKind.TRACK, filterBy: 'genre:==Jazz' },
        /filter_by: bad value in 'genre:==Jazz'/,
      ],
      [{ kind: SearchKind.TRACK, filterBy: 'year:>=twenty' }, /year:>=twenty/],
      [{ kind: SearchKind.ARTIST, filterBy: 'genre:=Rock' }, /'genre' does not apply to artists/],
      [{ kind: SearchKind.TRACK, sortBy: 'price:desc' }, /unknown field 'price'/],
      [{ kind: SearchKind.TRACK, sortBy: 'title' }, /sort_by: cannot read 'title'/],
      [{ kind: SearchKind.TRACK, q: 'x'.repeat(201) }, /q: at most 200/],
      [{ kind: SearchKind.TRACK, perPage: 101 }, /per_page/],
      [{ kind: SearchKind.TRACK, page: 101, perPage: 100 }, /page × per_page: at most 10000/],
      [{ kind: SearchKind.TRACK, page: 0 }, /page: a whole number from 1/],
    ];
    for (const [req, message] of cases) {
      const err = await rpc()
        .search(req)
        .then(
          () => undefined,
          (e: unknown) => ConnectError.from(e),
        );
      expect(err?.code, JSON.stringify(req)).toBe(Code.InvalidArgument);
      expect(err?.rawMessage).toMatch(message);
    }
    // A value is a value, never SQL.
    const quoted = await rpc().search({
      kind: SearchKind.TRACK,
      filterBy: "genre:=Jazz' or '1'='1",
    });
    expect(quoted.hits).toEqual([]);
    // Exactly at the bounds is fine.
    await rpc().search({ kind: SearchKind.TRACK, q: 'x'.repeat(200), page: 100, perPage: 100 });
  });

  it('shows private playlists to their owner only', async () => {
    const visitor = await rpc().search({ kind: SearchKind.PLAYLIST, q: 'road' });
    expect(titles(visitor.hits)).toEqual(['Road Trip Mix']);
    const mine = await rpc(owner.token).search({ kind: SearchKind.PLAYLIST, q: 'road' });
    expect(titles(mine.hits).sort()).toEqual(['Road Secrets', 'Road Trip Mix']);
    const stranger = await t.account({ email: 'stranger@example.com' });
    const theirs = await rpc(stranger.token).suggest({ q: 'road secrets' });
    expect(theirs.suggestions.map((s) => s.text)).not.toContain('Road Secrets');
    expect(
      (await rpc(owner.token).suggest({ q: 'road secrets' })).suggestions.map((s) => s.text),
    ).toContain('Road Secrets');
  });
});

describe('Suggest and Facets', () => {
  it('suggests at most 8, 3 per kind, grouped artists, tracks, albums, playlists', async () => {
    const { suggestions } = await rpc().suggest({ q: 'o' });
    expect(suggestions.length).toBeLessThanOrEqual(8);
    const kinds = suggestions.map((s) => s.kind);
    expect([...kinds].sort((a, b) => [2, 1, 3, 4].indexOf(a) - [2, 1, 3, 4].indexOf(b))).toEqual(
      kinds,
    );
    const beat = await rpc().suggest({ q: 'beat' });
    expect(beat.suggestions[0]).toMatchObject({ kind: SearchKind.ARTIST, text: 'The Beatles' });
    const track = beat.suggestions.find((s) => s.kind === SearchKind.TRACK)!;
    expect(track.subtitle).toBe('The Beatles');
    expect(track.track?.url).toMatch(/^https:\/\/open.spotify.com/);
    expect((await rpc().suggest({ q: 'beat', limit: 2 })).suggestions).toHaveLength(2);
  });

  it('answers no suggestions for a blank query, and refuses a limit above 12', async () => {
    expect((await rpc().suggest({ q: '   ' })).suggestions).toEqual([]);
    await expect(rpc().suggest({ q: 'a', limit: 13 })).rejects.toThrow(/limit/);
  });

  it('counts genre, artist and year over the tracks found', async () => {
    const all = await rpc().facets({ q: '*' });
    expect(all.facets.map((f) => f.field)).toEqual(['genre', 'artist', 'year']);
    const genre = all.facets[0]!.counts.map((c) => [c.value, c.count]);
    expect(genre).toEqual([
      ['Jazz', 2],
      ['Rock', 2],
    ]);
    const artist = all.facets[1]!.counts.map((c) => [c.value, c.count]);
    expect(artist.slice(0, 2)).toEqual([
      ['Neon Satellites', 2],
      ['The Beatles', 2],
    ]);
    const narrowed = await rpc().facets({ q: 'orbit', facetBy: ['year'] });
    expect(narrowed.facets).toEqual([
      expect.objectContaining({
        field: 'year',
        counts: [expect.objectContaining({ value: '2021', count: 2 })],
      }),
    ]);
    await expect(rpc().facets({ facetBy: ['mood'] })).rejects.toThrow(
      /facet_by: unknown field 'mood'/,
    );
  });
});

describe('the hybrid endpoints GET /search/*', () => {
  it('answers hits, totalCount, page and sources with the spec document fields', async () => {
    const res = await get('/search/tracks?q=beatels');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, sources: { typesense: false, database: true } });
    expect(res.body.hits[0]).toMatchObject({
      type: 'track',
      track_id: 1,
      title: 'Come Together',
      artist_name: 'The Beatles',
      album_title: 'Abbey Road',
      genre_name: 'Rock',
    });
    const artists = await get('/search/artists?q=liverpool');
    expect(artists.body.hits[0]).toMatchObject({
      type: 'artist',
      name: 'The Beatles',
      bio: 'Liverpool band',
    });
    const albums = await get(
      '/search/albums?q=abbey&per_page=1&page=1&sort_by=year:desc&include_database=true',
    );
    expect(albums.body).toMatchObject({ totalCount: 1, hits: [{ album_id: 1, cover_url: '' }] });
    const playlists = await get('/search/playlists?q=road');
    expect(playlists.body.hits).toEqual([
      expect.objectContaining({ playlist_id: 'pl-pub', creator_name: 'Earshot', track_count: 2 }),
    ]);
    const mine = await get('/search/playlists?q=road', { authorization: `Bearer ${owner.token}` });
    expect(mine.body.totalCount).toBe(2);
  });

  it('answers the unified view with each collection', async () => {
    const res = await get('/search/unified?q=orbit&per_page=1');
    expect(res.status).toBe(200);
    expect(res.body.tracks.hits).toHaveLength(1);
    expect(res.body.tracks.totalCount).toBe(2);
    expect(res.body.albums.hits[0]).toMatchObject({ title: 'Orbit' });
    expect(res.body).toMatchObject({ page: 1, sources: { typesense: false, database: true } });
    expect(res.body.topResult).toBeTruthy();
  });

  it('answers 400 with the message for bad parameters', async () => {
    for (const [path, message] of [
      ['/search/tracks?filter_by=genre%3D%3DJazz', /filter_by/],
      ['/search/tracks?per_page=abc', /per_page: a whole number/],
      ['/search/tracks?per_page=101', /per_page/],
      ['/search/tracks?q=a&q=b', /q: give it once/],
      ['/search/tracks?q=a%00b', /q: must not hold NUL/],
      ['/search/tracks?include_database=maybe', /include_database/],
      [`/search/tracks?q=${'y'.repeat(201)}`, /q: at most 200/],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      const body = res.body as unknown as { code: string; message: string };
      expect(body.code).toBe('invalid_search');
      expect(body.message).toMatch(message);
    }
  });
});

describe('the hybrid endpoints: API key and rate limit', () => {
  let guarded: TestServer;
  beforeAll(async () => {
    guarded = await startTestServer({
      config: { SEARCH_API_KEY: 'sesame', SEARCH_RATE_LIMIT_PER_MINUTE: 5 },
    });
  });
  afterAll(() => guarded.stop());

  it('needs the API key header when SEARCH_API_KEY is set, and limits requests (429)', async () => {
    const at = (key?: string) =>
      fetch(`${guarded.baseUrl}/search/tracks?q=x`, key ? { headers: { 'x-api-key': key } } : {});
    expect((await at()).status).toBe(401);
    const wrong = await at('open');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'search_api_key_required' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await at('sesame')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await at('sesame');
    expect(await limited.json()).toMatchObject({
      message: 'Too many requests. Please try again later.',
      code: 'rate_limited',
    });
  });
});
