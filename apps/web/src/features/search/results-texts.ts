/**
 * Texts of the suggestions and the results page, imported only by their lazy chunks. The spec
 * words the failures, the empty state and the page size; the labels are decisions (ADR 0017).
 */
export const resultsTexts = {
  failed: 'Search failed',
  suggestionsFailed: 'Failed to fetch suggestions',
  facetsFailed: 'Failed to fetch facets',
  noResults: 'No tracks found',
  noResultsHint: 'Try adjusting your search',
  /** Decision: nothing of any kind matches (the unified view, a collection, the suggestions). */
  noMatches: (q: string) => `No results for “${q}”`,
  /** Decision: a blank query with no recent searches to show. */
  startHint: 'Search for tracks, artists, albums and playlists.',
  loading: 'Searching…',
  topResult: 'Top result',
  showAll: 'Show all',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  recentSearches: 'Recent searches',
  clearRecent: 'Clear',
  remove: (query: string) => `Remove ${query} from recent searches`,
  suggestions: 'Suggestions',
  sortLabel: 'Sort by',
  sorts: { relevance: 'Relevance', newest: 'Newest', plays: 'Most played' },
  facets: { genre: 'Genre', artist: 'Artist', year: 'Year' },
  allValues: 'All',
  groups: { track: 'Tracks', artist: 'Artists', album: 'Albums', playlist: 'Playlists' },
  kinds: { track: 'Track', artist: 'Artist', album: 'Album', playlist: 'Playlist' },
  tracksCount: (n: number) => `${n} ${n === 1 ? 'track' : 'tracks'}`,
  resultsFor: (q: string) => `Results for “${q}”`,
} as const;
