import { SearchService } from '@earshot/contract/search/v1/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { insertPlaylists, playlistRow } from '~/db/factories/playlists';
import { signUp } from '~/test/accounts';
import { rpcClient } from '~/test/rpc-client';
import { startTestServer, type TestServer } from '~/test/test-server';

// Two instances on one database, each with its in-memory index (ADR 0026): what is written
// through one, or straight into the database, is found by the next search on either.
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startTestServer({
    seed: async ({ db }) => {
      await insertCatalog(db, {
        artists: [artistRow({ id: 1, name: 'Neon Satellites' })],
        tracks: [trackRow({ id: 1, artistId: 1, title: 'Blue Orbit' })],
      });
    },
  });
  b = await startTestServer({ database: a.database });
  expect(await a.server.searchIndexReady()).toBe(true);
  expect(await b.server.searchIndexReady()).toBe(true);
});
afterAll(async () => {
  await b.stop();
  await a.stop();
});

const suggest = async (t: TestServer, q: string, token?: string) =>
  (await rpcClient(SearchService, t.baseUrl, 'connect', token).suggest({ q })).suggestions.map(
    (s) => s.text,
  );

describe('the in-memory index on several instances', () => {
  it('finds a new track, a rename and a deletion at the next search on both', async () => {
    expect(await suggest(b, 'quokka')).toEqual([]);
    await insertCatalog(a.database.db, {
      tracks: [trackRow({ id: 2, artistId: 1, title: 'Quokka Anthem' })],
    });
    expect(await suggest(a, 'quokka')).toEqual(['Quokka Anthem']);
    expect(await suggest(b, 'quokka')).toEqual(['Quokka Anthem']);
    await a.database.db.execute(sql`update tracks set title = 'Quokka Hymn' where id = 2`);
    expect(await suggest(b, 'quokka hymn')).toEqual(['Quokka Hymn']);
    expect(await suggest(b, 'anthem')).toEqual([]);
    await a.database.db.execute(sql`delete from tracks where id = 2`);
    expect(await suggest(b, 'quokka')).toEqual([]);
    expect(await suggest(a, 'quokka')).toEqual([]);
  });

  it('shows a private playlist only to its owner, on the instance that did not write it', async () => {
    const owner = await signUp(a, { email: 'owner@example.com', name: 'Ola Owner' });
    await insertPlaylists(a.database.db, [
      {
        playlist: playlistRow({
          id: 'pl-priv',
          title: 'Wombat Secrets',
          isPublic: false,
          createdBy: owner.user.id,
        }),
        trackIds: [1],
      },
    ]);
    expect(await suggest(b, 'wombat')).toEqual([]);
    expect(await suggest(b, 'wombat', owner.token)).toEqual(['Wombat Secrets']);
  });

  it('answers in SQL on an instance whose index is off (SEARCH_INDEX_IN_MEMORY=false)', async () => {
    const c = await startTestServer({
      database: a.database,
      config: { SEARCH_INDEX_IN_MEMORY: false },
    });
    try {
      expect(await c.server.searchIndexReady()).toBe(false);
      expect(await suggest(c, 'blue orb')).toEqual(['Blue Orbit']);
      expect(await suggest(c, 'blue orb')).toEqual(await suggest(a, 'blue orb'));
    } finally {
      await c.stop();
    }
  });
});
