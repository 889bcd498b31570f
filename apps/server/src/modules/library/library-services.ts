import type { Clock } from '~/clock';
import type { Db } from '~/db/client';
import type { CatalogService } from '~/modules/catalog';
import { createFavoriteRepo } from './favorite.repo';
import { createFavoriteService } from './favorite.service';
import { createOwnPlaylistService } from './own-playlist.service';
import { createPlaylistRepo } from './playlist.repo';

/** The signed-in user's library: favourites and own playlists, over the catalogue. */
export function createLibraryServices(db: Db, deps: { catalog: CatalogService; clock: Clock }) {
  return {
    favorites: createFavoriteService({ favorites: createFavoriteRepo(db), catalog: deps.catalog }),
    playlists: createOwnPlaylistService({
      playlists: createPlaylistRepo(db),
      catalog: deps.catalog,
      clock: deps.clock,
    }),
  };
}
