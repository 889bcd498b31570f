import { useInfiniteQuery } from '@connectrpc/connect-query';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { CATALOG_PAGE } from '@earshot/domain';
import { nextOffsetByTotal } from '@/lib/paging';

/** Rows per page of the EP history (the server's default page, spec 2 §9). */
export const HISTORY_PAGE = CATALOG_PAGE.defaultLimit;

/** The ledger, newest first, page after page. */
export function useLedgerPages() {
  return useInfiniteQuery(
    RewardsService.method.listLedgerEntries,
    { offset: 0, limit: HISTORY_PAGE },
    { pageParamKey: 'offset', getNextPageParam: nextOffsetByTotal(HISTORY_PAGE) },
  );
}
