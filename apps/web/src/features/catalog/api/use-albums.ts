import { useInfiniteQuery, useQuery } from '@connectrpc/connect-query';
import { CatalogService, type ListAlbumsResponse } from '@earshot/contract/catalog/v1/catalog';
import { nextOffset, pageSizes } from './paging';

/** Albums, newest release first, page after page; optionally one artist's. */
export function useAlbumPages(filter: { artistId?: number } = {}) {
  const limit = pageSizes.grid;
  return useInfiniteQuery(
    CatalogService.method.listAlbums,
    { ...filter, offset: 0, limit },
    {
      pageParamKey: 'offset',
      getNextPageParam: nextOffset(limit, (page: ListAlbumsResponse) => page.albums.length),
    },
  );
}

/** The newest albums, for Discover. */
export function useNewAlbums() {
  return useQuery(CatalogService.method.listAlbums, { limit: pageSizes.discoverAlbums });
}

/** One album. */
export function useAlbum(albumId: number) {
  return useQuery(CatalogService.method.getAlbum, { albumId });
}
