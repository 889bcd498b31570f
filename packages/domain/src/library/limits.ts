import type { PageRules } from '../paging';

/** Favourites page: spec 2 §9 (50 a page). */
export const FAVORITES_PAGE: PageRules = { defaultLimit: 50, maxLimit: 100 };

/** The caller's own playlists: spec 1 §9 (the sidebar fetches 20, shows 10). */
export const OWN_PLAYLISTS_PAGE: PageRules = { defaultLimit: 20, maxLimit: 100 };

/** An owner reads their playlist's tracks 1000 at a time (spec 2 §9). */
export const OWNER_PLAYLIST_TRACKS_PAGE: PageRules = { defaultLimit: 1000, maxLimit: 1000 };

/** What one playlist and one user may hold (issue 13). */
export const PLAYLIST_LIMITS = {
  titleMax: 100,
  descriptionMax: 300,
  tracksMax: 10_000,
  playlistsPerUser: 1_000,
} as const;
