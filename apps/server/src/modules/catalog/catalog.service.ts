import { CATALOG_PAGE, TRACKS_PAGE, type Page } from '@earshot/domain';

import type { AlbumRepo } from './album.repo';
import type { ArtistRepo } from './artist.repo';
import type { GenreRepo } from './genre.repo';
import { catalogIdOrThrow, found, optionalCatalogId, pageOrThrow } from './page-or-throw';
import type { TrackRepo } from './track.repo';

/** A page of rows with the size of the whole list. */
export interface Paged<T> {
  rows: T[];
  total: number;
  page: Page;
}

type Window = { offset?: number | undefined; limit?: number | undefined };

/** Use-cases of the public catalogue (playlists are the library's: ADR 0007). */
export function createCatalogService(deps: {
  artists: ArtistRepo;
  albums: AlbumRepo;
  tracks: TrackRepo;
  genres: GenreRepo;
}) {
  return {
    async listArtists(req: Window) {
      const page = pageOrThrow(req, CATALOG_PAGE);
      const [rows, total] = await Promise.all([deps.artists.list(page), deps.artists.count()]);
      return { rows, total, page };
    },
    async getArtist(id: number) {
      return found(await deps.artists.get(catalogIdOrThrow('artist_id', id)), 'artist');
    },
    async listAlbums(req: Window & { artistId?: number | undefined }) {
      const page = pageOrThrow(req, CATALOG_PAGE);
      const filter = { artistId: optionalCatalogId('artist_id', req.artistId) };
      const [rows, total] = await Promise.all([
        deps.albums.list(filter, page),
        deps.albums.count(filter),
      ]);
      return { rows, total, page };
    },
    async getAlbum(id: number) {
      return found(await deps.albums.get(catalogIdOrThrow('album_id', id)), 'album');
    },
    async listTracks(req: Window & { albumId?: number; artistId?: number; genreId?: number }) {
      const page = pageOrThrow(req, TRACKS_PAGE);
      const filter = {
        albumId: optionalCatalogId('album_id', req.albumId),
        artistId: optionalCatalogId('artist_id', req.artistId),
        genreId: optionalCatalogId('genre_id', req.genreId),
      };
      // The exact total comes with the page, from the totals the writes keep (ADR 0009).
      const { rows, total } = await deps.tracks.list(filter, page);
      return { rows, total, page };
    },
    async getTrack(id: number) {
      return found(await deps.tracks.get(catalogIdOrThrow('track_id', id)), 'track');
    },
    /** The tracks, artists or albums of these ids that exist, in no particular order. */
    getTracks: (ids: number[]) => deps.tracks.getMany(ids),
    getArtists: (ids: number[]) => deps.artists.getMany(ids),
    getAlbums: (ids: number[]) => deps.albums.getMany(ids),
    listGenres: () => deps.genres.list(),
    async getGenre(id: number) {
      return found(await deps.genres.get(catalogIdOrThrow('genre_id', id)), 'genre');
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
