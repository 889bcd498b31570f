import { useInfiniteQuery, useQuery } from '@connectrpc/connect-query';
import {
  CatalogService,
  type ListPlaylistTracksResponse,
} from '@earshot/contract/catalog/v1/catalog';
import { nextOffset, pageSizes } from './paging';

/** A first page of public playlists, only featured or only official ones. */
export function usePublicPlaylists(filter: { isFeatured: true } | { isOfficial: true }) {
  return useQuery(CatalogService.method.getPublicPlaylists, {
    ...filter,
    limit: pageSizes.discoverPlaylists,
  });
}

/** One playlist. */
export function usePlaylist(playlistId: string) {
  return useQuery(CatalogService.method.getPlaylist, { playlistId });
}

/** A playlist's entries in order, page after page. */
export function usePlaylistEntryPages(playlistId: string) {
  const limit = pageSizes.playlistEntries;
  return useInfiniteQuery(
    CatalogService.method.listPlaylistTracks,
    { playlistId, offset: 0, limit },
    {
      pageParamKey: 'offset',
      getNextPageParam: nextOffset(
        limit,
        (page: ListPlaylistTracksResponse) => page.entries.length,
      ),
    },
  );
}
