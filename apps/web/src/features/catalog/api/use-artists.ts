import { useInfiniteQuery, useQuery } from '@connectrpc/connect-query';
import { CatalogService, type ListArtistsResponse } from '@earshot/contract/catalog/v1/catalog';
import { nextOffset, pageSizes } from './paging';

/** Artists by name, page after page. */
export function useArtistPages() {
  const limit = pageSizes.grid;
  return useInfiniteQuery(
    CatalogService.method.listArtists,
    { offset: 0, limit },
    {
      pageParamKey: 'offset',
      getNextPageParam: nextOffset(limit, (page: ListArtistsResponse) => page.artists.length),
    },
  );
}

/** One artist. */
export function useArtist(artistId: number) {
  return useQuery(CatalogService.method.getArtist, { artistId });
}
