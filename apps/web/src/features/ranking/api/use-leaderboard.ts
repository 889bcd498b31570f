import {
  createConnectQueryKey,
  skipToken,
  useInfiniteQuery,
  useQuery,
} from '@connectrpc/connect-query';
import { RankingService, type RankingPeriod } from '@earshot/contract/ranking/v1/ranking';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useRetryStatus } from '@/hooks/use-retry-status';
import { nextOffsetByTotal } from '@/lib/paging';
import { leaderboardError, rankEntries, rankError, unranked } from '../state';

/** Rows per page of the board. */
export const BOARD_PAGE = 50;

const rankingKey = createConnectQueryKey({ schema: RankingService, cardinality: undefined });

/**
 * The ranking state of spec 2 §4 for a period: the board, page after page, ranked (state.ts)
 * and then marked initialised; the signed-in user's rank fetched after it (a visitor asks
 * nothing; not-found is rank 0); each with its spec 2 §8 error from its first failed try, with
 * the retries' timing and a way to ask again now (`boardFailure`, `rankFailure`); `reset`
 * drops the whole ranking state.
 */
export function useLeaderboardState(period: RankingPeriod, signedIn: boolean) {
  const queryClient = useQueryClient();
  const board = useInfiniteQuery(
    RankingService.method.getLeaderboard,
    { period, offset: 0, limit: BOARD_PAGE },
    { pageParamKey: 'offset', getNextPageParam: nextOffsetByTotal(BOARD_PAGE) },
  );
  const isInitialized = board.isSuccess;
  const rank = useQuery(
    RankingService.method.getUserRank,
    signedIn && isInitialized ? { period } : skipToken,
  );
  const entries = useMemo(
    () => rankEntries(board.data?.pages.flatMap((page) => page.entries) ?? []),
    [board.data],
  );
  const boardFailure = useRetryStatus(board);
  const rankTry = useRetryStatus(rank);
  // Not-found is rank 0, not a failure (spec 2 §8).
  const rankFailure = rankTry && rankError(rankTry.error) !== null ? rankTry : null;
  return {
    entries,
    topThree: entries.slice(0, 3),
    isInitialized,
    isLoading: board.isPending && !boardFailure,
    error: boardFailure ? leaderboardError(boardFailure.error) : null,
    boardFailure,
    board,
    userRank: rank.isError && rankFailure === null ? unranked() : rank.data,
    isRankLoading: signedIn && (!isInitialized || rank.isPending) && !rank.isError,
    rankError: rankFailure ? rankError(rankFailure.error) : null,
    rankFailure,
    reset: useCallback(() => queryClient.resetQueries({ queryKey: rankingKey }), [queryClient]),
  };
}
