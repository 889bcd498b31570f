import { skipToken, useInfiniteQuery, useQuery } from '@connectrpc/connect-query';
import { RankingService, type RankingPeriod } from '@earshot/contract/ranking/v1/ranking';
import { nextOffsetByTotal } from '@/lib/paging';

/** Rows per page of the board. */
export const BOARD_PAGE = 50;

/** The board, page after page, for a period. */
export function useLeaderboard(period: RankingPeriod) {
  return useInfiniteQuery(
    RankingService.method.getLeaderboard,
    { period, offset: 0, limit: BOARD_PAGE },
    { pageParamKey: 'offset', getNextPageParam: nextOffsetByTotal(BOARD_PAGE) },
  );
}

/** The signed-in user's rank and the rows near it; a visitor asks nothing. */
export function useUserRank(period: RankingPeriod, signedIn: boolean) {
  return useQuery(RankingService.method.getUserRank, signedIn ? { period } : skipToken);
}
