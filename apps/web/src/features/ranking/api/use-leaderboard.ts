import {
  createConnectQueryKey,
  skipToken,
  useInfiniteQuery,
  useQuery,
} from '@connectrpc/connect-query';
import { RankingService, type RankingPeriod } from '@earshot/contract/ranking/v1/ranking';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { nextOffsetByTotal } from '@/lib/paging';
import { leaderboardError, rankEntries, rankError, unranked } from '../state';

/** Rows per page of the board. */
export const BOARD_PAGE = 50;

const rankingKey = createConnectQueryKey({ schema: RankingService, cardinality: undefined });

/**
 * The ranking state of spec 2 §4 for a period: the board, page after page, ranked (state.ts)
 * and then marked initialised; the signed-in user's rank fetched after it (a visitor asks
 * nothing; not-found is rank 0); each with its spec 2 §8 error. `clearErrors` asks again for
 * what failed (starting a load clears its error); `reset` drops the whole ranking state.
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
  const rankFailure = rank.isError && !rank.isFetching ? rankError(rank.error) : null;
  const { refetch: refetchBoard } = board;
  const { refetch: refetchRank } = rank;
  return {
    entries,
    topThree: entries.slice(0, 3),
    isInitialized,
    isLoading: board.isPending,
    error: board.isError && !board.isFetching ? leaderboardError(board.error) : null,
    board,
    userRank: rank.isError && rankFailure === null ? unranked() : rank.data,
    isRankLoading: signedIn && (!isInitialized || rank.isPending) && !rank.isError,
    rankError: rankFailure,
    clearErrors: useCallback(() => {
      if (board.isError) void refetchBoard();
      if (rank.isError) void refetchRank();
    }, [board.isError, rank.isError, refetchBoard, refetchRank]),
    reset: useCallback(() => queryClient.resetQueries({ queryKey: rankingKey }), [queryClient]),
  };
}
