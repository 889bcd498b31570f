import { MethodOptions_IdempotencyLevel } from '@bufbuild/protobuf/wkt';
import { createClient } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-node';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalogFixture } from '~/test/catalog-fixture';
import { rpcClient } from '~/test/rpc-client';
import { useTestServer } from '~/test/fixture';
import type { TestServer } from '~/test/test-server';

// The catalogue's reads over Connect GET, with Cache-Control and ETag (ADR 0009).
const PATH = '/rpc/earshot.catalog.v1.CatalogService';
const DAILY = 'TRENDING_PERIOD_DAILY';

/** One request per catalogue call, in JSON as Connect GET carries it in the query. */
const REQUESTS: Record<string, Record<string, unknown>> = {
  ListArtists: {},
  GetArtist: { artistId: 7 },
  ListAlbums: { artistId: 7 },
  GetAlbum: { albumId: 20 },
  ListTracks: { limit: 20 },
  GetTrack: { trackId: 101 },
  ListGenres: {},
  GetGenre: { genreId: 1 },
  GetPublicPlaylists: {},
  GetPlaylist: { playlistId: 'pl-public' },
  ListPlaylistTracks: { playlistId: 'pl-feat' },
  GetTrendingTracks: { periodType: DAILY },
  GetTrendingPlaylists: { periodType: DAILY },
};

const getUrl = (t: TestServer, method: string, message: unknown) =>
  `${t.baseUrl}${PATH}/${method}?connect=v1&encoding=json&message=${encodeURIComponent(
    JSON.stringify(message),
  )}`;
const post = (
  t: TestServer,
  method: string,
  message: unknown,
  headers: Record<string, string> = {},
) =>
  fetch(`${t.baseUrl}${PATH}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(message),
  });

describe('catalogue reads over Connect GET', () => {
  // The default CATALOG_CACHE_MS (1 s): public answers may be kept for 1 s.
  const t = useTestServer({ seed: ({ db }) => seedCatalogFixture(db) });

  it('are every catalogue call, each declared without side effects', () => {
    expect(CatalogService.methods.map((m) => m.name).sort()).toEqual(Object.keys(REQUESTS).sort());
    for (const method of CatalogService.methods) {
      expect(method.idempotency, method.name).toBe(MethodOptions_IdempotencyLevel.NO_SIDE_EFFECTS);
    }
  });

  it.each(Object.entries(REQUESTS))(
    '%s answers GET as POST, public for a second, with an ETag',
    async (method, message) => {
      const viaGet = await fetch(getUrl(t, method, message));
      const viaPost = await post(t, method, message);
      expect(viaGet.status).toBe(200);
      expect(viaPost.status).toBe(200);
      expect(await viaGet.json()).toEqual(await viaPost.json());
      expect(viaGet.headers.get('cache-control')).toBe('public, max-age=1');
      expect(viaGet.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
      expect(viaGet.headers.get('vary')).toBe('accept-encoding');
      expect(viaGet.headers.get('x-request-id')).toBeTruthy();
      // POST answers are not for caches: they carry neither.
      expect(viaPost.headers.get('cache-control')).toBeNull();
      expect(viaPost.headers.get('etag')).toBeNull();
    },
  );

  it.each(Object.keys(REQUESTS))('%s answers HEAD as GET, without the body', async (method) => {
    const url = getUrl(t, method, REQUESTS[method]);
    const [head, viaGet] = await Promise.all([fetch(url, { method: 'HEAD' }), fetch(url)]);
    expect(head.status).toBe(viaGet.status);
    for (const name of ['content-type', 'cache-control', 'etag', 'vary']) {
      expect(head.headers.get(name), name).toBe(viaGet.headers.get(name));
    }
    expect(await head.text()).toBe('');
  });

  it('serve a typed client that asks with GET, as the web does', async () => {
    const transport = createConnectTransport({
      baseUrl: `${t.baseUrl}/rpc`,
      httpVersion: '1.1',
      useHttpGet: true,
    });
    const viaGet = await createClient(CatalogService, transport).getTrack({ trackId: 102 });
    const viaPost = await rpcClient(CatalogService, t.baseUrl).getTrack({ trackId: 102 });
    expect(viaGet.track?.title).toBe('Song 2');
    expect(viaGet).toEqual(viaPost);
  });

  it('answer 304 without a body when the client holds the same bytes', async () => {
    const url = getUrl(t, 'ListTracks', { limit: 25 });
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await fetch(url, { headers: { 'if-none-match': held } });
      expect(again.status, held).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=1');
    }
    const other = await fetch(url, { headers: { 'if-none-match': '"other"' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).toBe(etag);
    expect(((await other.json()) as { tracks: unknown[] }).tracks).toHaveLength(25);
  });

  it('tag each representation on its own: JSON, binary and gzip differ', async () => {
    const tag = async (url: string, headers: Record<string, string>) => {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      return res.headers.get('etag');
    };
    const json = getUrl(t, 'ListTracks', { limit: 25 });
    // {limit: 25} in binary (field 2, varint 25), base64url.
    const binary = `${t.baseUrl}${PATH}/ListTracks?connect=v1&encoding=proto&base64=1&message=EBk`;
    const tags = [
      await tag(json, { 'accept-encoding': 'identity' }),
      await tag(json, { 'accept-encoding': 'gzip' }),
      await tag(binary, { 'accept-encoding': 'identity' }),
    ];
    expect(new Set(tags).size).toBe(3);
  });

  it('mark an answer private when the caller says who they are', async () => {
    const url = getUrl(t, 'GetTrack', { trackId: 101 });
    const bearer = await fetch(url, { headers: { authorization: 'Bearer not-a-session' } });
    expect(bearer.status).toBe(200);
    expect(bearer.headers.get('cache-control')).toBe('private, no-cache');
    const cookie = await fetch(url, { headers: { cookie: 'theme=dark; earshot_session=abc' } });
    expect(cookie.headers.get('cache-control')).toBe('private, no-cache');
    const otherCookie = await fetch(url, { headers: { cookie: 'theme=dark' } });
    expect(otherCookie.headers.get('cache-control')).toBe('public, max-age=1');
  });

  it('answer a private playlist to its owner only, never for a shared cache', async () => {
    const { user, token } = await t.account({ email: 'owner@example.com' });
    await t.database.db.execute(
      sql`update playlists set created_by = ${user.id} where id = 'pl-private'`,
    );
    for (const [method, message] of [
      ['GetPlaylist', { playlistId: 'pl-private' }],
      ['ListPlaylistTracks', { playlistId: 'pl-private' }],
    ] as const) {
      const anonymous = await fetch(getUrl(t, method, message));
      expect(anonymous.status, method).toBe(404);
      expect(anonymous.headers.get('cache-control')).toBe('no-store');
      expect(anonymous.headers.get('etag')).toBeNull();
      const owner = await fetch(getUrl(t, method, message), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(owner.status, method).toBe(200);
      expect(owner.headers.get('cache-control')).toBe('private, no-cache');
      expect(owner.headers.get('etag')).toBeTruthy();
      // POST sees the owner too.
      const ownerPost = await post(t, method, message, { authorization: `Bearer ${token}` });
      expect(ownerPost.status, method).toBe(200);
    }
    const owned = await rpcClient(CatalogService, t.baseUrl, 'connect', token).getPlaylist({
      playlistId: 'pl-private',
    });
    expect(owned.playlist?.title).toBe('Secret');
  });

  it('never let a cache keep an error', async () => {
    const missing = await fetch(getUrl(t, 'GetTrack', { trackId: 999_999 }));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const invalid = await fetch(getUrl(t, 'ListTracks', { limit: 101 }));
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('cache-control')).toBe('no-store');
  });

  it('still serve POST (JSON and binary) and gRPC-Web', async () => {
    const connect = await rpcClient(CatalogService, t.baseUrl).getTrack({ trackId: 103 });
    const grpcWeb = await rpcClient(CatalogService, t.baseUrl, 'grpc-web').getTrack({
      trackId: 103,
    });
    expect(connect.track?.title).toBe('Song 3');
    expect(grpcWeb).toEqual(connect);
  });
});
