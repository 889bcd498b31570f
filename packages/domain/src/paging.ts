/** A validated page window: rows to skip and rows to return. */
export interface Page {
  offset: number;
  limit: number;
}

/** The defaults and the ceiling a list call applies to its page window. */
export interface PageRules {
  defaultLimit: number;
  maxLimit: number;
}

/** Why a requested page window was refused, worded for the caller. */
export type PageProblem = { field: 'offset' | 'limit'; message: string };

/** Catalogue lists: spec 2 §9 (offset 0, limit 20, at most 100 a page). */
export const CATALOG_PAGE: PageRules = { defaultLimit: 20, maxLimit: 100 };

/** The music service's track list: spec 1 §9 "Tracks page 25". */
export const TRACKS_PAGE: PageRules = { defaultLimit: 25, maxLimit: 100 };

/** A public playlist's tracks: spec 2 §9 (50 by default; an owner reads up to 1000). */
export const PLAYLIST_TRACKS_PAGE: PageRules = { defaultLimit: 50, maxLimit: 1000 };

/** Trending tracks: spec 2 §9 (limit 50). */
export const TRENDING_PAGE: PageRules = { defaultLimit: 50, maxLimit: 100 };

/** A profile's recent listens (issue 13: not worded by the spec). */
export const RECENT_LISTENS_PAGE: PageRules = { defaultLimit: 10, maxLimit: 50 };

/** A profile's top artists (issue 13: not worded by the spec). */
export const TOP_ARTISTS_PAGE: PageRules = { defaultLimit: 5, maxLimit: 50 };

/**
 * Applies defaults to a requested window and checks its bounds.
 * Returns either the page or the first problem found; it never throws.
 */
export function resolvePage(
  requested: { offset?: number | undefined; limit?: number | undefined },
  rules: PageRules,
): { page: Page } | { problem: PageProblem } {
  const offset = requested.offset ?? 0;
  const limit = requested.limit ?? rules.defaultLimit;
  if (!Number.isInteger(offset) || offset < 0) {
    return { problem: { field: 'offset', message: 'offset must be 0 or more' } };
  }
  if (!Number.isInteger(limit) || limit < 1 || limit > rules.maxLimit) {
    return {
      problem: { field: 'limit', message: `limit must be between 1 and ${rules.maxLimit}` },
    };
  }
  return { page: { offset, limit } };
}

/** Leaderboard pages: 50 by default, at most 100. */
export const LEADERBOARD_PAGE: PageRules = { defaultLimit: 50, maxLimit: 100 };
