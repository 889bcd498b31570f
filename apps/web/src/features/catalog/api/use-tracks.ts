import { useQuery } from '@connectrpc/connect-query';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { TRACKS_PAGE } from '@earshot/domain';

/** The first page of the catalogue's tracks (spec 1 §7: offset 0, limit 25). */
export function useTracks() {
  return useQuery(CatalogService.method.listTracks, { limit: TRACKS_PAGE.defaultLimit });
}
