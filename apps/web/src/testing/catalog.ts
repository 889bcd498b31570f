import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { Code, ConnectError, createRouterTransport, type ServiceImpl } from '@connectrpc/connect';
import {
  type Album,
  AlbumSchema,
  type Artist,
  ArtistSchema,
  CatalogService,
  type Genre,
  GenreSchema,
  type Playlist,
  type PlaylistEntry,
  PlaylistEntrySchema,
  PlaylistSchema,
  type Track,
  TrackSchema,
  TrackSource,
  type TrendingPlaylist,
  TrendingPlaylistSchema,
  type TrendingTrack,
  TrendingTrackSchema,
  VerificationStatus,
} from '@earshot/contract/catalog/v1/catalog';

type CatalogImpl = Partial<ServiceImpl<typeof CatalogService>>;

/** The server's NotFound answer (spec 2 §8, 404 text). */
export function notFound(): ConnectError {
  return new ConnectError('The requested resource was not found.', Code.NotFound);
}

/** What the fake answers when a test does not say: empty lists, NotFound for single lookups. */
export const emptyCatalog: CatalogImpl = {
  listArtists: () => ({}),
  listAlbums: () => ({}),
  listTracks: () => ({}),
  listGenres: () => ({}),
  getPublicPlaylists: () => ({}),
  listPlaylistTracks: () => ({}),
  getTrendingTracks: () => ({}),
  getTrendingPlaylists: () => ({}),
  getArtist: () => Promise.reject(notFound()),
  getAlbum: () => Promise.reject(notFound()),
  getTrack: () => Promise.reject(notFound()),
  getGenre: () => Promise.reject(notFound()),
  getPlaylist: () => Promise.reject(notFound()),
};

/** A typed fake CatalogService: the given handlers over the empty catalogue. */
export function catalogTransport(handlers: CatalogImpl = {}) {
  return createRouterTransport(({ service }) => {
    service(CatalogService, { ...emptyCatalog, ...handlers });
  });
}

let nextId = 1;
const id = () => nextId++;

/** Builds a track with plausible defaults; override what the test is about. */
export function makeTrack(overrides: MessageInitShape<typeof TrackSchema> = {}): Track {
  const trackId = id();
  return create(TrackSchema, {
    trackId,
    title: `Track ${trackId}`,
    artistId: 1,
    artistName: 'Nina Vale',
    duration: 180,
    url: `/media/tracks/${trackId}.mp3`,
    source: TrackSource.HOSTED,
    ...overrides,
  });
}

export function makeArtist(overrides: MessageInitShape<typeof ArtistSchema> = {}): Artist {
  const artistId = id();
  return create(ArtistSchema, {
    artistId,
    name: `Artist ${artistId}`,
    bio: 'Plays things.',
    verificationStatus: VerificationStatus.UNVERIFIED,
    ...overrides,
  });
}

export function makeAlbum(overrides: MessageInitShape<typeof AlbumSchema> = {}): Album {
  const albumId = id();
  return create(AlbumSchema, {
    albumId,
    title: `Album ${albumId}`,
    artistId: 1,
    artistName: 'Nina Vale',
    releaseDate: '2024-05-01',
    ...overrides,
  });
}

export function makeGenre(overrides: MessageInitShape<typeof GenreSchema> = {}): Genre {
  const genreId = id();
  return create(GenreSchema, { genreId, name: `Genre ${genreId}`, ...overrides });
}

export function makePlaylist(overrides: MessageInitShape<typeof PlaylistSchema> = {}): Playlist {
  const playlistId = `pl-${id()}`;
  return create(PlaylistSchema, {
    playlistId,
    title: `Playlist ${playlistId}`,
    isPublic: true,
    creatorName: 'Earshot',
    ...overrides,
  });
}

/** A playlist entry at `position` holding `track`. */
export function makeEntry(track: Track | undefined, position: number): PlaylistEntry {
  return create(PlaylistEntrySchema, {
    entryId: `e-${id()}`,
    trackId: track?.trackId ?? id(),
    position,
    track,
  });
}

export function makeTrendingTrack(
  overrides: MessageInitShape<typeof TrendingTrackSchema> = {},
): TrendingTrack {
  return create(TrendingTrackSchema, { track: makeTrack(), plays: 10, ...overrides });
}

export function makeTrendingPlaylist(
  overrides: MessageInitShape<typeof TrendingPlaylistSchema> = {},
): TrendingPlaylist {
  return create(TrendingPlaylistSchema, { playlist: makePlaylist(), plays: 10, ...overrides });
}

/** `count` tracks titled `${prefix} 1` … `${prefix} count`. */
export function makeTracks(count: number, prefix = 'Song'): Track[] {
  return Array.from({ length: count }, (_, index) =>
    makeTrack({ title: `${prefix} ${index + 1}` }),
  );
}
