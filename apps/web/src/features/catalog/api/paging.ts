import { CATALOG_PAGE, TRACKS_PAGE } from '@earshot/domain';

/** How many rows each catalogue view asks for at a time. */
export const pageSizes = {
  /** Spec 2 §9: catalogue lists, limit 20. */
  grid: CATALOG_PAGE.defaultLimit,
  /** Spec 1 §9: tracks page 25. */
  tracks: TRACKS_PAGE.defaultLimit,
  /** Spec 2 §9: trending limit 50. */
  trending: 50,
  /** Spec 2 §9: public playlist tracks, limit 50. */
  playlistEntries: 50,
  /** An album in one call: the most a ListTracks page allows. */
  albumTracks: TRACKS_PAGE.maxLimit,
  /** Discover's and a genre's previews (decision). */
  discoverPlaylists: 12,
  discoverAlbums: 12,
  discoverTrending: 10,
  genreTrending: 5,
} as const;

/**
 * The next page's offset for infinite queries: more rows exist when the last
 * page came back full (spec 2 §4, "the returned count equals the requested limit").
 */
export function nextOffset<Page>(limit: number, count: (page: Page) => number) {
  return (lastPage: Page, _pages: Page[], lastOffset: number | undefined): number | undefined =>
    count(lastPage) === limit ? (lastOffset ?? 0) + limit : undefined;
}

/** The offset a loaded page was asked for (an infinite query's page param). */
export function pageOffset(pageParams: readonly unknown[], index: number): number {
  const offset = pageParams[index];
  return typeof offset === 'number' ? offset : 0;
}
