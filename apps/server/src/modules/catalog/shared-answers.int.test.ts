import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { seedCatalogFixture } from '~/test/catalog-fixture';
import { rpcClient } from '~/test/rpc-client';
import { startTestServer, type TestServer } from '~/test/test-server';

// Identical catalogue reads share one answer for CATALOG_CACHE_MS (ADR 0009).
describe('shared catalogue answers', () => {
  let t: TestServer | undefined;
  afterEach(async () => {
    await t?.stop();
    t = undefined;
  });

  const title = async (server: TestServer) =>
    (await rpcClient(CatalogService, server.baseUrl).getTrack({ trackId: 104 })).track?.title;
  const rename = (server: TestServer, to: string) =>
    server.database.db.execute(sql`update tracks set title = ${to} where id = 104`);
  const trackUrl = (server: TestServer) =>
    `${server.baseUrl}/rpc/earshot.catalog.v1.CatalogService/GetTrack?connect=v1&encoding=json&message=${encodeURIComponent('{"trackId":104}')}`;

  it('are shared for CATALOG_CACHE_MS, then read again', async () => {
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

  it('are off with CATALOG_CACHE_MS=0, and the ETag follows the data', async () => {
    t = await startTestServer({
      seed: ({ db }) => seedCatalogFixture(db),
      config: { CATALOG_CACHE_MS: 0 },
    });
    const first = await fetch(trackUrl(t));
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, max-age=0');
    await first.arrayBuffer();
    await rename(t, 'Renamed at once');
    expect(await title(t)).toBe('Renamed at once');
    const again = await fetch(trackUrl(t), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).not.toBe(etag);
  });

  it('never keep playlists, which their owners edit', async () => {
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
