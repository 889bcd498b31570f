/**
 * Every route of the app (spec 1 §2), declared once. `path` is the router pattern,
 * `getHref` builds a link; nothing else in the app types a path string.
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  discover: { path: '/discover', getHref: () => '/discover' },
  liked: { path: '/liked', getHref: () => '/liked' },
  trending: {
    path: '/trending',
    getHref: (filter: TrendingFilterParams = {}) => withQuery('/trending', trendingQuery(filter)),
  },
  trendingPlaylist: {
    path: '/trending-playlist',
    getHref: (filter: Pick<TrendingFilterParams, 'period'> = {}) =>
      withQuery('/trending-playlist', trendingQuery(filter)),
  },
  categories: { path: '/categories', getHref: () => '/categories' },
  /**
   * One genre (decision: the spec lists only /categories; a genre lives under it,
   * so the Categories sidebar link stays the active section's parent).
   */
  genre: {
    path: '/categories/:genreId',
    getHref: (genreId: number) => `/categories/${encodeURIComponent(genreId)}`,
  },
  artists: { path: '/artists', getHref: () => '/artists' },
  albums: { path: '/albums', getHref: () => '/albums' },
  ranking: { path: '/ranking', getHref: () => '/ranking' },
  createPlaylist: { path: '/create-playlist', getHref: () => '/create-playlist' },
  playlist: {
    path: '/playlist/:playlistId',
    getHref: (playlistId: string | number) => `/playlist/${encodeURIComponent(playlistId)}`,
  },
  profile: { path: '/profile', getHref: () => '/profile' },
  /**
   * The EP history (decision, ADR 0005: the spec has no such page; it belongs to the
   * user's own area, under /profile).
   */
  epHistory: { path: '/profile/ep-history', getHref: () => '/profile/ep-history' },
  userSettings: { path: '/user/settings', getHref: () => '/user/settings' },
  boost: { path: '/boost', getHref: () => '/boost' },
  referral: { path: '/referral', getHref: () => '/referral' },
  /** The operator console (issue 39; not in the specs): operators only, linked for them only. */
  operator: { path: '/operator', getHref: () => '/operator' },
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
    /** With `trackId`, a track link: the album opens with that track selected (ADR 0015). */
    getHref: (id: string | number, trackId?: number) =>
      withQuery(
        `/album/${encodeURIComponent(id)}`,
        new URLSearchParams(trackId === undefined ? {} : { [albumParams.track]: String(trackId) }),
      ),
  },
  /**
   * A track's stable link (decision, ADR 0015: spec 1 §2 has no track page): its album with the
   * track selected; a track on no album links to its artist. Not a route of its own.
   */
  track: {
    getHref: (track: { trackId: number; albumId: number; artistId: number }): string =>
      track.albumId > 0
        ? paths.album.getHref(track.albumId, track.trackId)
        : paths.artist.getHref(track.artistId),
  },
  authError: { path: '/auth/error', getHref: () => '/auth/error' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
} as const;

/** Query parameters of the album page: the selected track of a track link. */
export const albumParams = { track: 'track' } as const;

/** The trending windows as they read in an address (spec 2 §4, 'daily' by default). */
export type TrendingPeriodName = 'daily' | 'weekly' | 'monthly';

/** Query parameters of the trending pages (decision: the filter lives in the address so it survives a reload). */
export const trendingParams = { period: 'period', genre: 'genre' } as const;

export interface TrendingFilterParams {
  period?: TrendingPeriodName;
  genreId?: number;
}

/** The query string of a trending filter; the defaults (daily, all genres) stay out of it. */
export function trendingQuery(filter: TrendingFilterParams): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.period && filter.period !== 'daily') query.set(trendingParams.period, filter.period);
  if (filter.genreId !== undefined) query.set(trendingParams.genre, String(filter.genreId));
  return query;
}

/** The leaderboard's periods as they read in its address (`?period=`; spec 2 §9: 'all-time' by default). */
export const rankingPeriodNames = ['all-time', 'monthly', 'weekly'] as const;
export type RankingPeriodName = (typeof rankingPeriodNames)[number];

/** The Liked page's tabs as they read in its address (`?tab=`; tracks by default). */
export const likedTabNames = ['tracks', 'artists', 'albums'] as const;
export type LikedTabName = (typeof likedTabNames)[number];

/** The query parameter of a page's one choice (the leaderboard's period, the Liked tab). */
export const choiceParams = { period: 'period', tab: 'tab' } as const;

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** The optional `type` filter of the search page (spec 1 §2). */
/**
 * The search page's collections (spec 1 §2 names tracks and playlists; artists and albums are a
 * decision, ADR 0017, for their 'Show all'); none is the unified view.
 */
export type SearchType = 'tracks' | 'playlists' | 'artists' | 'albums';

/**
 * An address that also invites: `?ref={code}` is the invite parameter (spec 2 §2), so a link a
 * signed-in user shares carries their referral code. Without a code, the address as it is.
 */
export function withInvite(href: string, code: string | null): string {
  if (!code) return href;
  const [path = '', query = ''] = href.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(inviteParam, code);
  return withQuery(path, params);
}

/** The invite parameter (spec 2 §2; `referral` is read too, `ref` is the one written). */
export const inviteParam = 'ref';

/** Query parameters valid on any page (spec 1 §2). */
export const globalParams = {
  signIn: 'signin',
  signUp: 'signup',
  /** Decision (ADR 0021): opens the unified auth modal. */
  auth: 'auth',
} as const;
