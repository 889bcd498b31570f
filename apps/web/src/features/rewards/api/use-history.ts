import { useInfiniteQuery } from '@connectrpc/connect-query';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { CATALOG_PAGE } from '@earshot/domain';

/** Rows per page of the EP history (the server's default page, spec 2 §9). */
export const HISTORY_PAGE = CATALOG_PAGE.defaultLimit;

/** The next page's offset while rows remain: the answers carry the total. */
const nextOffset = (page: { total: number }, _pages: unknown, offset: number | undefined) => {
  const next = (offset ?? 0) + HISTORY_PAGE;
  return next < page.total ? next : undefined;
};

/** The ledger, newest first, page after page. */
export function useLedgerPages() {
  return useInfiniteQuery(
    RewardsService.method.listLedgerEntries,
    { offset: 0, limit: HISTORY_PAGE },
    { pageParamKey: 'offset', getNextPageParam: nextOffset },
  );
}

/** Listening sessions with what each earned and why, newest first, page after page. */
export function useSessionPages() {
  return useInfiniteQuery(
    RewardsService.method.listListeningSessions,
    { offset: 0, limit: HISTORY_PAGE },
    { pageParamKey: 'offset', getNextPageParam: nextOffset },
  );
}
