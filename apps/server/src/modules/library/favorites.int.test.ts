import { Code } from '@connectrpc/connect';
import { FavoriteItemType, LibraryService } from '@earshot/contract/library/v1/library';
import { describe, expect, it } from 'vitest';
import { seedCatalogFixture } from '~/test/catalog-fixture';
import { useTestServer } from '~/test/fixture';
import { failure } from '~/test/rpc-client';

const t = useTestServer({ seed: ({ db }) => seedCatalogFixture(db) });

const { TRACK, ARTIST, ALBUM } = FavoriteItemType;

async function member() {
  const { id, rpc } = await t.account('fan');
  return { userId: id, library: rpc(LibraryService) };
}

describe('LibraryService favourites', () => {
  it('answers a new user with empty lists and zero totals', async () => {
    const { library } = await member();
    for (const itemType of [TRACK, ARTIST, ALBUM]) {
      const page = await library.listUserFavorites({ itemType });
      expect(page).toMatchObject({ favorites: [], total: 0, offset: 0, limit: 50 });
      expect((await library.listFavoriteIds({ itemType })).itemIds).toEqual([]);
    }
  });

  it('likes tracks, artists and albums, newest first, with the items themselves', async () => {
    const { library } = await member();
    await library.addUserFavorite({ itemType: TRACK, itemId: 100 });
    const added = await library.addUserFavorite({ itemType: TRACK, itemId: 201 });
    expect(added).toMatchObject({ success: true, message: 'Added to favorites', total: 2 });
    expect(added.favorite?.item).toMatchObject({ case: 'track', value: { title: 'Second B' } });
    await library.addUserFavorite({ itemType: ARTIST, itemId: 7 });
    await library.addUserFavorite({ itemType: ALBUM, itemId: 22 });

    const tracks = await library.listUserFavorites({ itemType: TRACK });
    expect(tracks.total).toBe(2);
    expect(tracks.favorites.map((f) => f.itemId)).toEqual([201, 100]);
    expect(tracks.favorites[0]?.dateAdded).toBeDefined();
    expect((await library.listFavoriteIds({ itemType: TRACK })).itemIds).toEqual([201, 100]);

    const artists = await library.listUserFavorites({ itemType: ARTIST });
    expect(artists.favorites[0]?.item).toMatchObject({
      case: 'artist',
      value: { name: 'Nina Fixture' },
    });
    const albums = await library.listUserFavorites({ itemType: ALBUM });
    expect(albums.favorites[0]?.item).toMatchObject({
      case: 'album',
      value: { title: 'Undated', artistName: 'Otto Second' },
    });
  });

  it('keeps one row when liked twice, even at once, and unliking a missing one succeeds', async () => {
    const { library } = await member();
    const first = await library.addUserFavorite({ itemType: TRACK, itemId: 105 });
    const again = await Promise.all(
      [1, 2, 3].map(() => library.addUserFavorite({ itemType: TRACK, itemId: 105 })),
    );
    for (const res of again) {
      expect(res.total).toBe(1);
      expect(res.favorite?.favoriteId).toBe(first.favorite?.favoriteId);
    }
    const removed = await library.removeUserFavorite({ itemType: TRACK, itemId: 105 });
    expect(removed).toMatchObject({ success: true, total: 0, message: 'Removed from favorites' });
    const missing = await library.removeUserFavorite({ itemType: TRACK, itemId: 105 });
    expect(missing.total).toBe(0);
    expect((await library.listUserFavorites({ itemType: TRACK })).total).toBe(0);
  });

  it('pages 50 at a time', async () => {
    const { library } = await member();
    for (let id = 100; id < 130; id++)
      await library.addUserFavorite({ itemType: TRACK, itemId: id });
    const first = await library.listUserFavorites({ itemType: TRACK, limit: 20 });
    const second = await library.listUserFavorites({ itemType: TRACK, offset: 20, limit: 20 });
    expect(first.total).toBe(30);
    expect(first.favorites.map((f) => f.itemId)).toEqual(
      Array.from({ length: 20 }, (_, i) => 129 - i),
    );
    expect(second.favorites.map((f) => f.itemId)).toEqual(
      Array.from({ length: 10 }, (_, i) => 109 - i),
    );
    const err = await failure(library.listUserFavorites({ itemType: TRACK, limit: 101 }));
    expect(err.code).toBe(Code.InvalidArgument);
  });

  it('keeps each user’s favourites apart', async () => {
    const a = await member();
    const b = await member();
    await a.library.addUserFavorite({ itemType: ARTIST, itemId: 8 });
    expect((await b.library.listUserFavorites({ itemType: ARTIST })).total).toBe(0);
    await b.library.removeUserFavorite({ itemType: ARTIST, itemId: 8 });
    expect((await a.library.listUserFavorites({ itemType: ARTIST })).total).toBe(1);
  });

  it('refuses a missing id with the spec’s words, an unknown item as NotFound, and no type', async () => {
    const { library } = await member();
    const cases: Array<[FavoriteItemType, string]> = [
      [TRACK, 'Track ID is required'],
      [ARTIST, 'Artist ID is required'],
      [ALBUM, 'Album ID is required'],
    ];
    for (const [itemType, message] of cases) {
      const err = await failure(library.addUserFavorite({ itemType, itemId: 0 }));
      expect(err.code).toBe(Code.InvalidArgument);
      expect(err.rawMessage).toBe(message);
      expect((await failure(library.removeUserFavorite({ itemType, itemId: -1 }))).rawMessage).toBe(
        message,
      );
    }
    const unknown = await failure(library.addUserFavorite({ itemType: TRACK, itemId: 999 }));
    expect(unknown.code).toBe(Code.NotFound);
    const untyped = await failure(library.addUserFavorite({ itemId: 100 }));
    expect(untyped.code).toBe(Code.InvalidArgument);
    expect((await library.listUserFavorites({ itemType: TRACK })).total).toBe(0);
  });

  it('asks a visitor to sign in, in the spec’s words', async () => {
    const visitor = t.rpc(LibraryService);
    const add = await failure(visitor.addUserFavorite({ itemType: TRACK, itemId: 100 }));
    expect(add.code).toBe(Code.Unauthenticated);
    expect(add.rawMessage).toBe('Authentication required to add favorites');
    const remove = await failure(visitor.removeUserFavorite({ itemType: TRACK, itemId: 100 }));
    expect(remove.rawMessage).toBe('Authentication required to remove favorites');
  });

  it('answers a visitor empty favourites (spec 2 §6), after checking the request', async () => {
    const visitor = t.rpc(LibraryService);
    for (const itemType of [TRACK, ARTIST, ALBUM]) {
      const list = await visitor.listUserFavorites({ itemType, limit: 5 });
      expect(list).toMatchObject({ favorites: [], total: 0, offset: 0, limit: 5 });
      expect((await visitor.listFavoriteIds({ itemType })).itemIds).toEqual([]);
    }
    const untyped = await failure(visitor.listUserFavorites({}));
    expect(untyped.code).toBe(Code.InvalidArgument);
  });

  it('answers a read over Connect GET as private, never public', async () => {
    const { library } = await member();
    await library.addUserFavorite({ itemType: TRACK, itemId: 100 });
    const { token } = await t.account('get');
    const message = encodeURIComponent(JSON.stringify({ itemType: 'FAVORITE_ITEM_TYPE_TRACK' }));
    const res = await fetch(
      `${t.baseUrl}/rpc/earshot.library.v1.LibraryService/ListFavoriteIds?connect=v1&encoding=json&message=${message}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(await res.json()).toEqual({});
  });
});
