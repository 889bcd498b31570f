import { createRouterTransport, type ServiceImpl } from '@connectrpc/connect';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { OperatorService } from '@earshot/contract/operator/v1/operator';
import { emptyCatalog } from './catalog';

type OperatorImpl = Partial<ServiceImpl<typeof OperatorService>>;

/** What the fake answers when a test does not say: an operator, an empty deployment. */
const quiet: OperatorImpl = {
  getAccess: () => ({ operator: true }),
  getOverview: () => ({ liveListeners: 0 }),
  getRewardRules: () => ({ rules: [], changes: [], refreshSeconds: 5 }),
  listAuditLog: () => ({ entries: [], total: 0 }),
};

/** A typed fake of OperatorService beside the empty catalogue. */
export function operatorTransport(handlers: OperatorImpl = {}) {
  return createRouterTransport(({ service }) => {
    service(CatalogService, emptyCatalog);
    service(OperatorService, { ...quiet, ...handlers });
  });
}
