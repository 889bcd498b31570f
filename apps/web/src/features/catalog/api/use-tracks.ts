import { useInfiniteQuery, useQuery } from '@connectrpc/connect-query';
import { CatalogService, type ListTracksResponse } from '@earshot/contract/catalog/v1/catalog';
import { nextOffset, pageSizes } from './paging';

/** The first page of the catalogue's tracks (spec 1 §7: offset 0, limit 25). */
export function useTracks() {
  return useQuery(CatalogService.method.listTracks, { limit: pageSizes.tracks });
}

/** Which tracks a paged list shows; at most one filter is set. */
export type TrackFilter = { albumId: number } | { artistId: number } | { genreId: number };

/** Tracks of an album, artist or genre, page after page. */
export function useTrackPages(filter: TrackFilter, limit: number = pageSizes.tracks) {
  return useInfiniteQuery(
    CatalogService.method.listTracks,
    { ...filter, offset: 0, limit },
    {
      pageParamKey: 'offset',
      getNextPageParam: nextOffset(limit, (page: ListTracksResponse) => page.tracks.length),
    },
  );
}
