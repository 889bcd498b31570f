import { useInfiniteQuery, useQuery } from '@connectrpc/connect-query';
import {
  CatalogService,
  type GetTrendingPlaylistsResponse,
  type GetTrendingTracksResponse,
  type TrendingPeriod,
} from '@earshot/contract/catalog/v1/catalog';
import { nextOffset, pageSizes } from './paging';

/** A trending ranking of tracks, page after page (spec 2 §9: offset 0, limit 50). */
export function useTrendingTrackPages(filter: { periodType: TrendingPeriod; genreId?: number }) {
  const limit = pageSizes.trending;
  return useInfiniteQuery(
    CatalogService.method.getTrendingTracks,
    { ...filter, offset: 0, limit },
    {
      pageParamKey: 'offset',
      getNextPageParam: nextOffset(limit, (page: GetTrendingTracksResponse) => page.tracks.length),
    },
  );
}

/** The top of a trending ranking, for previews. */
export function useTrendingTop(filter: {
  periodType: TrendingPeriod;
  genreId?: number;
  limit: number;
}) {
  return useQuery(CatalogService.method.getTrendingTracks, filter);
}

/** A trending ranking of public playlists, page after page. */
export function useTrendingPlaylistPages(periodType: TrendingPeriod) {
  const limit = pageSizes.grid;
  return useInfiniteQuery(
    CatalogService.method.getTrendingPlaylists,
    { periodType, offset: 0, limit },
    {
      pageParamKey: 'offset',
      getNextPageParam: nextOffset(
        limit,
        (page: GetTrendingPlaylistsResponse) => page.playlists.length,
      ),
    },
  );
}
