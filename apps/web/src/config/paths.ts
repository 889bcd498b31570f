/**
 * Every route of the app (spec 1 §2), declared once. `path` is the router pattern,
 * `getHref` builds a link; nothing else in the app types a path string.
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  discover: { path: '/discover', getHref: () => '/discover' },
  liked: { path: '/liked', getHref: () => '/liked' },
  trending: { path: '/trending', getHref: () => '/trending' },
  trendingPlaylist: { path: '/trending-playlist', getHref: () => '/trending-playlist' },
  categories: { path: '/categories', getHref: () => '/categories' },
  artists: { path: '/artists', getHref: () => '/artists' },
  albums: { path: '/albums', getHref: () => '/albums' },
  ranking: { path: '/ranking', getHref: () => '/ranking' },
  createPlaylist: { path: '/create-playlist', getHref: () => '/create-playlist' },
  playlist: {
    path: '/playlist/:playlistId',
    getHref: (playlistId: string | number) => `/playlist/${encodeURIComponent(playlistId)}`,
  },
  profile: { path: '/profile', getHref: () => '/profile' },
  userSettings: { path: '/user/settings', getHref: () => '/user/settings' },
  boost: { path: '/boost', getHref: () => '/boost' },
  referral: { path: '/referral', getHref: () => '/referral' },
  search: {
    path: '/search',
    getHref: (query: { q: string; type?: SearchType }) =>
      `/search?${new URLSearchParams(query).toString()}`,
  },
  artist: {
    path: '/artist/:id',
    getHref: (id: string | number) => `/artist/${encodeURIComponent(id)}`,
  },
  album: {
    path: '/album/:id',
    getHref: (id: string | number) => `/album/${encodeURIComponent(id)}`,
  },
  authError: { path: '/auth/error', getHref: () => '/auth/error' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
} as const;

/** The optional `type` filter of the search page (spec 1 §2). */
export type SearchType = 'tracks' | 'playlists';

/** Query parameters valid on any page (spec 1 §2). */
export const globalParams = {
  signIn: 'signin',
  signUp: 'signup',
} as const;
