import { skipToken, useInfiniteQuery } from '@connectrpc/connect-query';
import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { SearchKind, SearchService } from '@earshot/contract/search/v1/search';
import { useCallback, useMemo } from 'react';
import { useDebounced } from '@/hooks/use-debounced';

/** The typing pause before the catalogue is asked, as the top bar's search box waits (ms). */
export const SONG_SEARCH_DEBOUNCE_MS = 300;
/** Hits a page: as many as a page of the panel's own list. */
const SONG_SEARCH_PAGE = 25;

/** 'Search song' over the whole catalogue: the hits so far and how to get more. */
export interface SongSearch {
  /** The text the hits answer (trimmed); blank while nothing is searched. */
  q: string;
  status: 'pending' | 'error' | 'success';
  tracks: Track[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * 'Search song' for the panel's own list: the catalogue's tracks matching the text, asked of
 * the search service (ADR 0017) once typing pauses, 25 at a time as the list scrolls. Blank
 * text asks nothing. Pages are 1-based; the next exists while fewer than the total are shown.
 */
export function useSongSearch(text: string): SongSearch {
  const q = useDebounced(text.trim(), SONG_SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery(
    SearchService.method.search,
    q === '' ? skipToken : { kind: SearchKind.TRACK, q, page: 1, perPage: SONG_SEARCH_PAGE },
    {
      pageParamKey: 'page',
      getNextPageParam: (last, pages) => {
        const shown = pages.reduce((n, page) => n + page.hits.length, 0);
        return last.hits.length > 0 && shown < last.totalCount ? pages.length + 1 : undefined;
      },
      // The hits of the last text stay while the next are on their way.
      placeholderData: (previous) => previous,
    },
  );
  const pages = query.data?.pages;
  const tracks = useMemo(
    () =>
      (pages ?? []).flatMap((page) => page.hits.flatMap((hit) => (hit.track ? [hit.track] : []))),
    [pages],
  );
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return {
    q,
    status: query.status,
    tracks,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore,
  };
}
