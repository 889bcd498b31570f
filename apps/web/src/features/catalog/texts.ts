/**
 * Texts of the catalogue screens. Spec texts are verbatim (spec 1 §2 track lists,
 * spec 2 §8); the ones marked "decision" fill places where the spec is silent.
 * 'Unknown Artist' lives in lib/track-display, shared with the player.
 */
export const catalogTexts = {
  loading: 'Loading...',
  empty: 'No tracks available',
  failed: 'Failed to load tracks from server',
  /** The accessible name of a track list (decision: the spec shows none). */
  tracks: 'Tracks',
  /** Decisions: load-more and play controls. */
  loadMore: 'Load more',
  loadingMore: 'Loading more...',
  playAll: 'Play all',
  play: (title: string) => `Play ${title}`,
  seeAll: 'See all',
  /** Names of the 'See all' links, which keep the visible words and say where they lead. */
  seeAllTrending: 'See all trending tracks',
  seeAllAlbums: 'See all albums',
  /** Tab titles of a detail page whose item does not exist (decision: short, by kind). */
  notFoundTitles: {
    artist: 'Artist not found',
    album: 'Album not found',
    genre: 'Genre not found',
    playlist: 'Playlist not found',
  },
} as const;

/** Discover's sections (decision: the spec shows no Discover layout). */
export const discoverTexts = {
  featured: 'Featured playlists',
  official: 'Official playlists',
  trendingNow: 'Trending now',
  newAlbums: 'New albums',
  genres: 'Genres',
} as const;

/** Grids and detail pages (decisions, except where marked). */
export const browseTexts = {
  artists: 'Artists',
  albums: 'Albums',
  genres: 'Genres',
  noArtists: 'No artists available',
  noAlbums: 'No albums available',
  noGenres: 'No genres available',
  noPlaylists: 'No playlists available',
  artistsFailed: 'Failed to load artists',
  albumsFailed: 'Failed to load albums',
  genresFailed: 'Failed to load genres',
  /** Spec 1 §2 (the sidebar's text, reused for playlist grids). */
  playlistsFailed: 'Failed to load playlists',
  artist: 'Artist',
  album: 'Album',
  genre: 'Genre',
  verified: 'Verified',
  released: 'Released',
  albumCount: (count: number) => (count === 1 ? '1 album' : `${count} albums`),
  trackCount: (count: number) => (count === 1 ? '1 track' : `${count} tracks`),
} as const;

/** The playlist page (its empty texts are `components/ui`'s, shared with the owner's page). */
export const playlistTexts = {
  entries: 'Playlist tracks',
  official: 'Official playlist',
  publicPlaylist: 'Public playlist',
} as const;

/** Trending (spec 2 §4, §8; the page titles are the shell's labels; control labels are decisions). */
export const trendingTexts = {
  failed: 'Failed to fetch trending tracks',
  playlistsFailed: 'Failed to fetch trending playlists',
  empty: 'No trending tracks yet',
  playlistsEmpty: 'No trending playlists yet',
  rows: 'Trending tracks',
  playlistRows: 'Trending playlists',
  period: 'Period',
  periods: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
  genre: 'Genre',
  allGenres: 'All genres',
  /** Decision: an address naming a genre that does not exist (issue 38). */
  unknownGenre: 'That genre does not exist, so every genre is shown.',
  /** Spec 2 §8: a track that fails to build. */
  placeholderTitle: (id: number) => `Track ${id}`,
  up: (places: number) => `Up ${places}`,
  down: (places: number) => `Down ${places}`,
  unchanged: 'No change',
  isNew: 'New',
  plays: (plays: number) => `${plays.toLocaleString('en')} ${plays === 1 ? 'play' : 'plays'}`,
  playsChange: 'Plays change',
  inGenre: (genre: string) => `Trending in ${genre}`,
} as const;
