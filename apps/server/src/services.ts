import type { Db } from '~/db/client';
import { createAlbumRepo } from '~/modules/catalog/album.repo';
import { createArtistRepo } from '~/modules/catalog/artist.repo';
import { createCatalogService } from '~/modules/catalog/catalog.service';
import { createGenreRepo } from '~/modules/catalog/genre.repo';
import { createPlaylistRepo } from '~/modules/catalog/playlist.repo';
import { createTrackRepo } from '~/modules/catalog/track.repo';
import { createTrendingRepo } from '~/modules/catalog/trending/trending.repo';
import { createTrendingService } from '~/modules/catalog/trending/trending.service';

/** Wires repos into services: the only place that knows who needs what. */
export function createServices(db: Db) {
  const playlists = createPlaylistRepo(db);
  return {
    catalog: createCatalogService({
      artists: createArtistRepo(db),
      albums: createAlbumRepo(db),
      tracks: createTrackRepo(db),
      genres: createGenreRepo(db),
      playlists,
    }),
    trending: createTrendingService({ trending: createTrendingRepo(db), playlists }),
  };
}

export type Services = ReturnType<typeof createServices>;
