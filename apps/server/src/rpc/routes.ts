import type { ConnectRouter } from '@connectrpc/connect';
import { AccountService } from '@earshot/contract/account/v1/account';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { accountHandlers } from '~/modules/account/account.handlers';
import { catalogHandlers } from '~/modules/catalog/catalog.handlers';
import { rewardsHandlers } from '~/modules/rewards/rewards.handlers';
import type { Services } from '~/services';

/** Registers every service on a router; the same routes serve Connect, gRPC-Web and gRPC. */
export function rpcRoutes(services: Services) {
  return (router: ConnectRouter) => {
    router.service(CatalogService, catalogHandlers(services.catalog, services.trending));
    router.service(AccountService, accountHandlers(services.account.profiles));
    router.service(RewardsService, rewardsHandlers(services.rewards));
  };
}
