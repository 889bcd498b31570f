import { FavoriteItemType, LibraryService } from '@earshot/contract/library/v1/library';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedCatalogFixture } from '~/test/catalog-fixture';
import { useTestServer } from '~/test/fixture';
import { countStatements } from '~/test/statement-counter';

// What the library's two most read answers cost the database (ADR 0014, amended 2026-11-26):
// a page of track favourites is the sign-in lookup and one statement (the favourites, their
// tracks and the kept total); a playlist's tracks are the sign-in, the playlist, its entries.
// Counted at the database client both drivers share (test/statement-counter.ts).

const t = useTestServer({ seed: ({ db }) => seedCatalogFixture(db) });
let statements: ReturnType<typeof countStatements>;
beforeAll(() => {
  statements = countStatements(t.database.db);
});
afterAll(() => statements.restore());
beforeEach(() => statements.reset());

async function counted<T>(call: () => Promise<T>): Promise<{ answer: T; statements: number }> {
  statements.reset();
  const answer = await call();
  return { answer, statements: statements.count };
}

it('reads a page of track favourites in two statements, one more only past the end', async () => {
  const library = (await t.account({ email: 'counted-fan@example.com' })).rpc(LibraryService);
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
  const library = (await t.account({ email: 'counted-owner@example.com' })).rpc(LibraryService);
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
