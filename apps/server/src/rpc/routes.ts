import type { ConnectRouter } from '@connectrpc/connect';
import { AccountService } from '@earshot/contract/account/v1/account';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { accountHandlers } from '~/modules/account/account.handlers';
import { catalogHandlers } from '~/modules/catalog/catalog.handlers';
import { rewardsHandlers } from '~/modules/rewards/rewards.handlers';
import type { Services } from '~/services';
import { hotRead, type HotRead, type HotReadCache } from './hot-reads';

/** Registers every service on a router; the same routes serve Connect, gRPC-Web and gRPC. */
export function rpcRoutes(services: Services) {
  return (router: ConnectRouter) => {
    router.service(CatalogService, catalogHandlers(services.catalog, services.trending));
    router.service(AccountService, accountHandlers(services.account.profiles));
    router.service(RewardsService, rewardsHandlers(services.rewards));
  };
}

/**
 * The catalogue's public reads, also answered on the raw server's hot path (ADR 0006); the
 * router above still serves them for gRPC-Web, GET, compression and deadlines.
 */
export function rpcHotReads(services: Services, cacheMs: number): HotRead[] {
  const catalog = catalogHandlers(services.catalog, services.trending);
  const method = CatalogService.method;
  // The catalogue changes by import and trending snapshots by the job (every few minutes): an
  // answer a second old is as good as a new one. Pages are bigger, so fewer are kept.
  const items: HotReadCache | undefined = cacheMs
    ? { ttlMs: cacheMs, maxEntries: 2000 }
    : undefined;
  const pages: HotReadCache | undefined = cacheMs ? { ttlMs: cacheMs, maxEntries: 200 } : undefined;
  return [
    hotRead(method.listArtists, (req) => catalog.listArtists(req), pages),
    hotRead(method.getArtist, (req) => catalog.getArtist(req), items),
    hotRead(method.listAlbums, (req) => catalog.listAlbums(req), pages),
    hotRead(method.getAlbum, (req) => catalog.getAlbum(req), items),
    hotRead(method.listTracks, (req) => catalog.listTracks(req), pages),
    hotRead(method.getTrack, (req) => catalog.getTrack(req), items),
    hotRead(method.listGenres, () => catalog.listGenres(), pages),
    hotRead(method.getGenre, (req) => catalog.getGenre(req), items),
    hotRead(method.getTrendingTracks, (req) => catalog.getTrendingTracks(req), pages),
    hotRead(method.getTrendingPlaylists, (req) => catalog.getTrendingPlaylists(req), pages),
    // Playlists are edited by their owners, who must see their change at once: never reused.
    hotRead(method.getPublicPlaylists, (req) => catalog.getPublicPlaylists(req)),
    hotRead(method.getPlaylist, (req) => catalog.getPlaylist(req)),
    hotRead(method.listPlaylistTracks, (req) => catalog.listPlaylistTracks(req)),
  ];
}
