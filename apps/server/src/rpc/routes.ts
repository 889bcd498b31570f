import type { ConnectRouter, ServiceImpl } from '@connectrpc/connect';
import { AccountService } from '@earshot/contract/account/v1/account';
import { WalletService } from '@earshot/contract/account/v1/wallet';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { LibraryService } from '@earshot/contract/library/v1/library';
import { ListeningService } from '@earshot/contract/listening/v1/listening';
import { OperatorService } from '@earshot/contract/operator/v1/operator';
import { RankingService } from '@earshot/contract/ranking/v1/ranking';
import { ReferralService } from '@earshot/contract/referral/v1/referral';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { SearchService } from '@earshot/contract/search/v1/search';
import { accountHandlers, walletHandlers } from '~/modules/account';
import { catalogHandlers } from '~/modules/catalog';
import { libraryHandlers, publicPlaylistHandlers } from '~/modules/library';
import { listeningHandlers } from '~/modules/listening';
import { operatorHandlers } from '~/modules/operator';
import { rankingHandlers } from '~/modules/ranking';
import { referralHandlers } from '~/modules/referral';
import { rewardsHandlers } from '~/modules/rewards';
import { searchHandlers } from '~/modules/search';
import type { Services } from '~/services';

/**
 * CatalogService as the wire knows it: the catalogue's own calls, and the public playlist calls
 * the library answers (playlists are the library's: ADR 0007).
 */
function catalogService(services: Services, cacheMs: number) {
  return {
    ...catalogHandlers(services.catalog, services.trending, cacheMs),
    ...publicPlaylistHandlers(services.playlists, cacheMs),
  } satisfies ServiceImpl<typeof CatalogService>;
}

/**
 * Registers every service on a router; the same routes serve Connect (POST and GET), gRPC-Web
 * and gRPC. `catalogCacheMs` is how long identical catalogue reads share an answer (0: never).
 */
export function rpcRoutes(services: Services, catalogCacheMs = 0) {
  const catalog = catalogService(services, catalogCacheMs);
  return (router: ConnectRouter) => {
    router.service(CatalogService, catalog);
    router.service(AccountService, accountHandlers(services.account.profiles));
    router.service(
      WalletService,
      walletHandlers({
        auth: services.account.walletAuth,
        linking: services.account.linking,
        clock: services.account.clock,
        addresses: services.account.addresses,
      }),
    );
    router.service(RewardsService, rewardsHandlers(services.rewards, services.boosts));
    router.service(RankingService, rankingHandlers(services.ranking));
    router.service(ReferralService, referralHandlers(services.referral, services.boosts.offers));
    router.service(
      ListeningService,
      listeningHandlers({
        listening: services.listening,
        history: services.listeningHistory,
        summary: services.listenSummary,
      }),
    );
    router.service(LibraryService, libraryHandlers(services.library));
    router.service(SearchService, searchHandlers(services.search));
    router.service(OperatorService, operatorHandlers(services.operator));
  };
}
