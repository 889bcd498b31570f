import { useInfiniteQuery } from '@connectrpc/connect-query';
import { CatalogService, type ListTracksResponse } from '@earshot/contract/catalog/v1/catalog';
import { useCallback, useEffect, useMemo } from 'react';
import { usePlaybackState, usePlayerEngines } from '@/lib/runtime/player';

/** Spec 1 §7: "Music: list tracks (offset 0, limit 25)"; later pages are as long. */
export const DEFAULT_PLAYLIST_LIMIT = 25;
/** Songs left before the end of what is loaded at which playback fetches the next page. */
const PLAYBACK_LOOKAHEAD = 2;

/** The next page's offset: after the rows loaded, while the catalogue holds more. */
function nextOffset(
  page: ListTracksResponse,
  _pages: ListTracksResponse[],
  offset: number | undefined,
): number | undefined {
  const next = (offset ?? 0) + page.tracks.length;
  return page.tracks.length > 0 && next < page.total ? next : undefined;
}

/** What the panel needs of its own list beyond the tracks (which live in the playback state). */
export interface DefaultListPaging {
  status: 'pending' | 'error' | 'success';
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
}

/**
 * YOUR PLAYLIST for a visitor: the catalogue, page after page. The pages loaded so far are
 * handed to the playback state as one list (which selects a first song when none is chosen);
 * the list asks for the next page as it scrolls near its end (`loadMore`), and playback does
 * too when it comes within two songs of the end, so it carries on instead of wrapping early.
 */
export function useDefaultPlaylist(): DefaultListPaging {
  const { playback } = usePlayerEngines();
  const query = useInfiniteQuery(
    CatalogService.method.listTracks,
    { offset: 0, limit: DEFAULT_PLAYLIST_LIMIT },
    { pageParamKey: 'offset', getNextPageParam: nextOffset },
  );
  const pages = query.data?.pages;
  const tracks = useMemo(() => pages?.flatMap((page) => page.tracks), [pages]);
  useEffect(() => {
    if (tracks) playback.setDefaultPlaylist(tracks);
  }, [tracks, playback]);

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const nearEndOfPlay = usePlaybackState(
    (state) =>
      !state.useExternalPlaylist &&
      state.listIndex >= 0 &&
      state.listIndex >= state.defaultPlaylist.length - 1 - PLAYBACK_LOOKAHEAD,
  );
  useEffect(() => {
    if (nearEndOfPlay) loadMore();
  }, [nearEndOfPlay, loadMore]);

  return {
    status: query.status,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMoreFailed: isFetchNextPageError,
    loadMore,
  };
}
