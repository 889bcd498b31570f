import { useQuery } from '@connectrpc/connect-query';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';

/** Every genre, by name. */
export function useGenres() {
  return useQuery(CatalogService.method.listGenres, {});
}

/** One genre. */
export function useGenre(genreId: number) {
  return useQuery(CatalogService.method.getGenre, { genreId });
}
