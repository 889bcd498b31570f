import { CATALOG_PAGE, PLAYLIST_TRACKS_PAGE, TRACKS_PAGE, type Page } from '@earshot/domain';
import { memoize } from '~/memo';
import type { AlbumRepo } from './album.repo';
import type { ArtistRepo } from './artist.repo';
import type { GenreRepo } from './genre.repo';
import {
  catalogIdOrThrow,
  found,
  optionalCatalogId,
  pageOrThrow,
  playlistIdOrThrow,
} from './page-or-throw';
import type { PlaylistFilter, PlaylistRecord, PlaylistRepo } from './playlist.repo';
import type { TrackRepo } from './track.repo';

/** A page of rows with the size of the whole list. */
export interface Paged<T> {
  rows: T[];
  total: number;
  page: Page;
}

const TOTALS_TTL_MS = 5000;

type Window = { offset?: number | undefined; limit?: number | undefined };

/** A private playlist is visible to its owner only; to anyone else it does not exist. */
function visibleTo(playlist: PlaylistRecord | undefined, viewerId: string | undefined) {
  return playlist && (playlist.isPublic || (viewerId && playlist.createdBy === viewerId))
    ? playlist
    : undefined;
}

/** Use-cases of the public catalogue. */
export function createCatalogService(deps: {
  artists: ArtistRepo;
  albums: AlbumRepo;
  tracks: TrackRepo;
  genres: GenreRepo;
  playlists: PlaylistRepo;
}) {
  // Totals change only when the catalogue does; a few seconds stale is fine for a page count.
  const trackTotal = memoize(
    (key) => deps.tracks.count(JSON.parse(key) as Parameters<TrackRepo['count']>[0]),
    { ttlMs: TOTALS_TTL_MS },
  );
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
      const [rows, total] = await Promise.all([
        deps.tracks.list(filter, page),
        trackTotal(JSON.stringify(filter)),
      ]);
      return { rows, total, page };
    },
    async getTrack(id: number) {
      return found(await deps.tracks.get(catalogIdOrThrow('track_id', id)), 'track');
    },
    listGenres: () => deps.genres.list(),
    async getGenre(id: number) {
      return found(await deps.genres.get(catalogIdOrThrow('genre_id', id)), 'genre');
    },
    async getPublicPlaylists(req: Window & PlaylistFilter) {
      const page = pageOrThrow(req, CATALOG_PAGE);
      const filter = { isFeatured: req.isFeatured, isOfficial: req.isOfficial };
      const [rows, total] = await Promise.all([
        deps.playlists.listPublic(filter, page),
        deps.playlists.countPublic(filter),
      ]);
      return { rows, total, page };
    },
    async getPlaylist(id: string, viewerId?: string) {
      const playlist = await deps.playlists.get(playlistIdOrThrow(id));
      return found(visibleTo(playlist, viewerId), 'playlist');
    },
    async listPlaylistTracks(req: Window & { playlistId: string }, viewerId?: string) {
      const playlist = await this.getPlaylist(req.playlistId, viewerId);
      const page = pageOrThrow(req, PLAYLIST_TRACKS_PAGE);
      const rows = await deps.playlists.listEntries(playlist.id, page);
      return { rows, total: playlist.trackCount, page };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
