import { useInfiniteQuery } from '@connectrpc/connect-query';
import { ListeningService } from '@earshot/contract/listening/v1/listening';
import { CATALOG_PAGE } from '@earshot/domain';
import { nextOffsetByTotal } from '@/lib/paging';

/** Sessions per page (the server's default page, spec 2 §9). */
export const SESSIONS_PAGE = CATALOG_PAGE.defaultLimit;

/** The caller's listening sessions with what each earned and why, newest first, page after page. */
export function useSessionPages() {
  return useInfiniteQuery(
    ListeningService.method.listListeningSessions,
    { offset: 0, limit: SESSIONS_PAGE },
    { pageParamKey: 'offset', getNextPageParam: nextOffsetByTotal(SESSIONS_PAGE) },
  );
}
