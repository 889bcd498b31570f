import { FavoriteItemType, LibraryService } from '@earshot/contract/library/v1/library';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { signUp } from '~/test/accounts';
import { seedCatalogFixture } from '~/test/catalog-fixture';
import { rpcClient } from '~/test/rpc-client';
import { countStatements } from '~/test/statement-counter';
import { startTestServer, type TestServer } from '~/test/test-server';

// What the library's two most read answers cost the database (ADR 0014, amended 2026-11-26):
// a page of track favourites is the sign-in lookup and one statement (the favourites, their
// tracks and the kept total); a playlist's tracks are the sign-in, the playlist, its entries.
// Counted at the database client both drivers share (test/statement-counter.ts).

let t: TestServer;
let statements: ReturnType<typeof countStatements>;
beforeAll(async () => {
  t = await startTestServer({ seed: (database) => seedCatalogFixture(database.db) });
  statements = countStatements(t.database.db);
});
afterAll(async () => {
  statements.restore();
  await t.stop();
});
beforeEach(() => statements.reset());

async function counted<T>(call: () => Promise<T>): Promise<{ answer: T; statements: number }> {
  statements.reset();
  const answer = await call();
  return { answer, statements: statements.count };
}

it('reads a page of track favourites in two statements, one more only past the end', async () => {
  const { token } = await signUp(t, { email: 'counted-fan@example.com' });
  const library = rpcClient(LibraryService, t.baseUrl, 'connect', token);
  for (const itemId of [100, 101, 102]) {
    await library.addUserFavorite({ itemType: FavoriteItemType.TRACK, itemId });
  }
  const page = await counted(() => library.listUserFavorites({ itemType: FavoriteItemType.TRACK }));
  expect(page.answer.total).toBe(3);
  expect(page.answer.favorites.map((f) => f.item.case)).toEqual(['track', 'track', 'track']);
  expect(page.statements).toBe(2);
  const past = await counted(() =>
    library.listUserFavorites({ itemType: FavoriteItemType.TRACK, offset: 50 }),
  );
  expect(past.answer).toMatchObject({ favorites: [], total: 3 });
  expect(past.statements).toBe(3);
});

it('reads an own playlist’s tracks in three statements', async () => {
  const { token } = await signUp(t, { email: 'counted-owner@example.com' });
  const library = rpcClient(LibraryService, t.baseUrl, 'connect', token);
  const { playlist, version } = await library.createPlaylist({ title: 'Counted', isPublic: false });
  const playlistId = playlist?.playlistId ?? '';
  await library.updatePlaylistTracks({
    playlistId,
    trackIds: [100, 101, 200],
    expectedVersion: version,
  });
  const read = await counted(() => library.getPlaylistTracks({ playlistId }));
  expect(read.answer.entries.map((e) => e.trackId)).toEqual([100, 101, 200]);
  expect(read.answer.total).toBe(3);
  expect(read.statements).toBe(3);
});
