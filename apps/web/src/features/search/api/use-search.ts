import { skipToken, useInfiniteQuery, useQuery } from '@connectrpc/connect-query';
import { SearchKind, SearchService } from '@earshot/contract/search/v1/search';
import { isBlankQuery, SEARCH_UI } from '../search-rules';

/**
 * The unified view: a top result and 5 per collection (the server's default); a blank query
 * asks nothing (spec 2 §5).
 */
export function useUnifiedSearch(q: string) {
  return useQuery(SearchService.method.search, isBlankQuery(q) ? skipToken : { q });
}

/**
 * One collection, 20 a page (the server's default); later pages are appended (spec 2 §4).
 * Pages are 1-based and the next one exists while fewer than the total have been shown.
 */
export function useSearchPages(kind: SearchKind, q: string, sortBy: string, filterBy: string) {
  return useInfiniteQuery(
    SearchService.method.search,
    isBlankQuery(q) ? skipToken : { kind, q, page: 1, sortBy, filterBy },
    {
      pageParamKey: 'page',
      getNextPageParam: (last, pages) => {
        const shown = pages.reduce((n, p) => n + p.hits.length, 0);
        return last.hits.length > 0 && shown < last.totalCount ? pages.length + 1 : undefined;
      },
    },
  );
}

/**
 * Genre, artist and year counts over the tracks the query finds, every value the menus can offer
 * (up to 100 each); none for a blank query.
 */
export function useFacets(q: string, filterBy: string) {
  return useQuery(
    SearchService.method.facets,
    isBlankQuery(q)
      ? skipToken
      : { q, filterBy, facetBy: ['genre', 'artist', 'year'], maxValues: SEARCH_UI.facetValues },
  );
}

export { SearchKind };
