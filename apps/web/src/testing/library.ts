import { createRouterTransport, type ServiceImpl } from '@connectrpc/connect';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { LibraryService } from '@earshot/contract/library/v1/library';
import { emptyCatalog } from './catalog';

type LibraryImpl = Partial<ServiceImpl<typeof LibraryService>>;

/** What the fake answers when a test does not say: a new user's library, empty. */
export const emptyLibrary: LibraryImpl = {
  listUserFavorites: () => ({ favorites: [], total: 0 }),
  listFavoriteIds: () => ({ itemIds: [] }),
  addUserFavorite: () => ({ success: true }),
  removeUserFavorite: () => ({ success: true }),
  listPlaylists: () => ({ playlists: [], total: 0 }),
};

/** A typed fake of LibraryService (a new user unless told), beside a catalogue. */
export function libraryTransport(
  handlers: LibraryImpl = {},
  catalog: Partial<ServiceImpl<typeof CatalogService>> = {},
) {
  return createRouterTransport(({ service }) => {
    service(CatalogService, { ...emptyCatalog, ...catalog });
    service(LibraryService, { ...emptyLibrary, ...handlers });
  });
}
