import { FavoriteItemType, LibraryService } from '@earshot/contract/library/v1/library';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { favorites, favoriteTotals, tracks } from '~/db/schema';
import { insertCatalog, trackRow } from '~/db/factories/catalog';
import { seedCatalogFixture } from '~/test/catalog-fixture';
import { useTestServer } from '~/test/fixture';
import { eraseLibraryOf } from './library-eraser';

// Favourite totals are kept by triggers on favorites (migration 0015), not counted on a read:
// these tests hold the kept figure to the rows after every kind of write.
const t = useTestServer({ seed: ({ db }) => seedCatalogFixture(db) });

const { TRACK, ARTIST } = FavoriteItemType;
const TRACK_IDS = Array.from({ length: 30 }, (_, i) => 100 + i);

async function member() {
  const { id, rpc } = await t.account('kept');
  return { userId: id, library: rpc(LibraryService) };
}

/** The kept total and the rows it stands for. */
async function keptAndCounted(userId: string, kind: 'track' | 'artist' | 'album') {
  const db = t.database.db;
  const [kept] = await db
    .select({ n: favoriteTotals.favorites })
    .from(favoriteTotals)
    .where(and(eq(favoriteTotals.userId, userId), eq(favoriteTotals.itemType, kind)));
  const [rows] = await db
    .select({ n: count() })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.itemType, kind)));
  return { kept: kept?.n ?? 0, counted: rows?.n ?? 0 };
}

describe('favourite totals kept by writes', () => {
  it('stay exact under concurrent likes and unlikes, repeated ones included', async () => {
    const { userId, library } = await member();
    await Promise.all(
      [...TRACK_IDS, ...TRACK_IDS].map((itemId) =>
        library.addUserFavorite({ itemType: TRACK, itemId }),
      ),
    );
    expect(await keptAndCounted(userId, 'track')).toEqual({ kept: 30, counted: 30 });
    expect((await library.listUserFavorites({ itemType: TRACK })).total).toBe(30);

    const gone = TRACK_IDS.slice(0, 12);
    const answers = await Promise.all(
      [...gone, ...gone].map((itemId) => library.removeUserFavorite({ itemType: TRACK, itemId })),
    );
    for (const answer of answers) expect(answer.total).toBeGreaterThanOrEqual(18);
    expect(await keptAndCounted(userId, 'track')).toEqual({ kept: 18, counted: 18 });
    const page = await library.listUserFavorites({ itemType: TRACK });
    expect(page.total).toBe(18);
    expect(page.favorites).toHaveLength(18);
  });

  it('answer the total on a page past the end, and per type', async () => {
    const { userId, library } = await member();
    await library.addUserFavorite({ itemType: TRACK, itemId: 100 });
    await library.addUserFavorite({ itemType: TRACK, itemId: 101 });
    await library.addUserFavorite({ itemType: ARTIST, itemId: 7 });
    const past = await library.listUserFavorites({ itemType: TRACK, offset: 50 });
    expect(past).toMatchObject({ favorites: [], total: 2, offset: 50 });
    expect((await library.listUserFavorites({ itemType: ARTIST })).total).toBe(1);
    expect(await keptAndCounted(userId, 'album')).toEqual({ kept: 0, counted: 0 });
  });

  it('count a favourite whose track left the catalogue, which the page skips', async () => {
    const { userId, library } = await member();
    await insertCatalog(t.database.db, {
      tracks: [trackRow({ id: 900, artistId: 8, title: 'Leaving soon' })],
    });
    await library.addUserFavorite({ itemType: TRACK, itemId: 900 });
    await library.addUserFavorite({ itemType: TRACK, itemId: 200 });
    await t.database.db.delete(tracks).where(eq(tracks.id, 900));
    const page = await library.listUserFavorites({ itemType: TRACK });
    expect(page.favorites.map((f) => f.itemId)).toEqual([200]);
    expect(page.favorites[0]?.item).toMatchObject({ case: 'track', value: { title: 'Second A' } });
    expect(page.total).toBe(2);
    expect(await keptAndCounted(userId, 'track')).toEqual({ kept: 2, counted: 2 });
  });

  it('fall to zero when an account’s library is erased', async () => {
    const { userId, library } = await member();
    await library.addUserFavorite({ itemType: TRACK, itemId: 102 });
    await library.addUserFavorite({ itemType: ARTIST, itemId: 8 });
    await t.database.db.transaction((tx) => eraseLibraryOf(tx, userId));
    expect(await keptAndCounted(userId, 'track')).toEqual({ kept: 0, counted: 0 });
    expect(await keptAndCounted(userId, 'artist')).toEqual({ kept: 0, counted: 0 });
  });
});
