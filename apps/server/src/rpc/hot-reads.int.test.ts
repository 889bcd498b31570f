import { request, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { toBinary, create, fromBinary } from '@bufbuild/protobuf';
import {
  CatalogService,
  GetTrackRequestSchema,
  GetTrackResponseSchema,
} from '@earshot/contract/catalog/v1/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogFixture } from '~/test/catalog-fixture';
import { rpcClient } from '~/test/rpc-client';
import { startTestServer, type TestServer } from '~/test/test-server';

// Hot reads answer the Connect protocol's unary POSTs on the raw server (ADR 0006). A
// `connect-timeout-ms` header sends the very same request through Connect's own handler, so
// each case below is asked both ways and must be answered byte for byte the same.
const THROUGH_CONNECT = { 'connect-timeout-ms': '60000' };
const PATH = '/rpc/earshot.catalog.v1.CatalogService';

interface Answer {
  status: number;
  type: string | null;
  body: string;
}

async function ask(
  t: TestServer,
  method: string,
  body: string | Uint8Array,
  headers: Record<string, string>,
): Promise<Answer> {
  const res = await fetch(`${t.baseUrl}${PATH}/${method}`, { method: 'POST', headers, body });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: Buffer.from(await res.arrayBuffer()).toString('base64'),
  };
}

describe('hot reads', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ seed: ({ db }) => seedCatalogFixture(db) });
  });
  afterAll(() => t.stop());

  const json = { 'content-type': 'application/json' };
  const cases: [string, string, string | Uint8Array, Record<string, string>][] = [
    ['a page of tracks', 'ListTracks', '{"limit":20}', json],
    ['the default page', 'ListTracks', '{}', json],
    ['an empty body', 'ListTracks', '', json],
    ['unknown fields, ignored', 'ListTracks', '{"limit":2,"nope":1}', json],
    ['a limit over 100', 'ListTracks', '{"limit":101}', json],
    ['a negative offset', 'ListTracks', '{"offset":-1}', json],
    ['malformed JSON', 'ListTracks', '{"limit":', json],
    ['a wrong type', 'ListTracks', '{"limit":"many"}', json],
    ['one track', 'GetTrack', '{"trackId":101}', json],
    ['a missing track', 'GetTrack', '{"trackId":999999}', json],
    ['a bad id', 'GetTrack', '{"trackId":0}', json],
    [
      'charset given',
      'GetTrack',
      '{"trackId":101}',
      { 'content-type': 'application/json; charset=utf-8' },
    ],
    [
      'binary',
      'GetTrack',
      toBinary(GetTrackRequestSchema, create(GetTrackRequestSchema, { trackId: 102 })),
      { 'content-type': 'application/proto' },
    ],
    [
      'garbage binary',
      'GetTrack',
      new Uint8Array([0xff, 0xff, 0xff]),
      { 'content-type': 'application/proto' },
    ],
    ['genres', 'ListGenres', '{}', json],
    ['trending', 'GetTrendingTracks', '{"periodType":"TRENDING_PERIOD_DAILY"}', json],
    ['a playlist', 'GetPlaylist', '{"playlistId":"nope"}', json],
  ];

  it.each(cases)('answer %s exactly as Connect does', async (_name, method, body, headers) => {
    const hot = await ask(t, method, body, headers);
    const connect = await ask(t, method, body, { ...headers, ...THROUGH_CONNECT });
    expect(hot).toEqual(connect);
  });

  it('serve typed clients over Connect (JSON and binary) and leave gRPC-Web to Connect', async () => {
    const connect = await rpcClient(CatalogService, t.baseUrl).getTrack({ trackId: 103 });
    const grpcWeb = await rpcClient(CatalogService, t.baseUrl, 'grpc-web').getTrack({
      trackId: 103,
    });
    expect(connect.track?.title).toBe(grpcWeb.track?.title);
    const res = await fetch(`${t.baseUrl}${PATH}/GetTrack`, {
      method: 'POST',
      headers: { 'content-type': 'application/proto' },
      body: toBinary(GetTrackRequestSchema, create(GetTrackRequestSchema, { trackId: 103 })),
    });
    expect(res.headers.get('content-type')).toBe('application/proto');
    const decoded = fromBinary(GetTrackResponseSchema, new Uint8Array(await res.arrayBuffer()));
    expect(decoded.track?.title).toBe(connect.track?.title);
  });

  it('compress big answers for clients that accept gzip, and carry the request id', async () => {
    // node:http, unlike fetch, hands over the bytes as they travelled.
    const { headers, body } = await rawPost(`${t.baseUrl}${PATH}/ListTracks`, '{"limit":25}', {
      ...json,
      'accept-encoding': 'gzip, deflate, br',
      'x-request-id': 'hot-1',
    });
    expect(headers['x-request-id']).toBe('hot-1');
    expect(headers['content-encoding']).toBe('gzip');
    expect(Number(headers['content-length'])).toBe(body.byteLength);
    const page = JSON.parse(gunzipSync(body).toString('utf8')) as { tracks: unknown[] };
    expect(page.tracks).toHaveLength(25);
  });

  it('refuse a request body over 64 KiB with ResourceExhausted', async () => {
    const res = await fetch(`${t.baseUrl}${PATH}/ListTracks`, {
      method: 'POST',
      headers: json,
      body: `{"limit":20,"pad":"${'x'.repeat(70_000)}"}`,
    });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { code: string }).code).toBe('resource_exhausted');
  });
});

describe('the hot read cache', () => {
  let t: TestServer | undefined;
  afterEach(async () => {
    await t?.stop();
    t = undefined;
  });

  const title = async (server: TestServer) =>
    (await rpcClient(CatalogService, server.baseUrl).getTrack({ trackId: 104 })).track?.title;
  const rename = (server: TestServer, to: string) =>
    server.database.db.execute(sql`update tracks set title = ${to} where id = 104`);

  it('shares an answer for CATALOG_CACHE_MS, then reads again', async () => {
    t = await startTestServer({
      seed: ({ db }) => seedCatalogFixture(db),
      config: { CATALOG_CACHE_MS: 300 },
    });
    const before = await title(t);
    await rename(t, 'Renamed');
    expect(await title(t)).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await title(t)).toBe('Renamed');
  });

  it('is off with CATALOG_CACHE_MS=0', async () => {
    t = await startTestServer({
      seed: ({ db }) => seedCatalogFixture(db),
      config: { CATALOG_CACHE_MS: 0 },
    });
    await title(t);
    await rename(t, 'Renamed at once');
    expect(await title(t)).toBe('Renamed at once');
  });

  it('never keeps playlists, which their owners edit', async () => {
    t = await startTestServer({ seed: ({ db }) => seedCatalogFixture(db) });
    const client = rpcClient(CatalogService, t.baseUrl);
    const first = await client.getPublicPlaylists({});
    expect(first.playlists.length).toBeGreaterThan(0);
    const id = first.playlists[0]!.playlistId;
    await t.database.db.execute(sql`update playlists set title = 'Edited' where id = ${id}`);
    expect((await client.getPlaylist({ playlistId: id })).playlist?.title).toBe('Edited');
    expect((await client.getPublicPlaylists({})).playlists[0]?.title).toBe('Edited');
  });
});

function rawPost(url: string, body: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
