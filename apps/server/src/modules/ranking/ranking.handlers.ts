import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ServiceImpl } from '@connectrpc/connect';
import {
  LeaderboardEntrySchema,
  RankingPeriod,
  type LeaderboardEntry,
  type RankingService as RankingServiceDesc,
} from '@earshot/contract/ranking/v1/ranking';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';
import { requireCaller } from '~/rpc/auth-context';
import type { RankRow, RankPeriod } from './rank-snapshot.repo';
import type { RankingService } from './ranking.service';

const PERIODS: Record<RankingPeriod, RankPeriod> = {
  [RankingPeriod.UNSPECIFIED]: 'all_time',
  [RankingPeriod.ALL_TIME]: 'all_time',
  [RankingPeriod.MONTH]: 'month',
  [RankingPeriod.WEEK]: 'week',
};

function periodOf(value: RankingPeriod): RankPeriod {
  const period = PERIODS[value] as RankPeriod | undefined;
  if (!period) {
    throw new AppError('invalid_argument', REASONS.invalidRankingPeriod, 'unknown period');
  }
  return period;
}

const entry = (row: RankRow): LeaderboardEntry =>
  create(LeaderboardEntrySchema, {
    id: row.userId,
    username: row.username ?? '',
    displayName: row.displayName ?? '',
    avatar: row.avatar ?? '',
    email: '',
    totalPoints: row.listeningPoints,
    referralPoints: row.referralPoints,
    combinedTotal: row.combinedTotal,
    rank: row.rank,
  });

/**
 * The entries of a page of rows, built once per page the snapshot cache keeps (it answers the
 * same rows until the next snapshot): the top of the board is read far more than it changes.
 */
const built = new WeakMap<RankRow[], LeaderboardEntry[]>();
function entriesOf(rows: RankRow[]): LeaderboardEntry[] {
  let entries = built.get(rows);
  if (!entries) {
    entries = rows.map(entry);
    built.set(rows, entries);
  }
  return entries;
}

/** The ranking RPC handlers: the board is public; a rank is the signed-in caller's call. */
export function rankingHandlers(service: RankingService): ServiceImpl<typeof RankingServiceDesc> {
  return {
    async getLeaderboard(req) {
      const board = await service.leaderboard(periodOf(req.period), req);
      return {
        entries: entriesOf(board.entries),
        total: board.total,
        computedAt: timestampFromDate(board.computedAt),
      };
    },
    async getUserRank(req, ctx) {
      const caller = requireCaller(ctx);
      const { own, near } = await service.userRank(
        req.userId || caller.userId,
        periodOf(req.period),
      );
      return {
        rank: own?.rank ?? 0,
        totalPoints: own?.listeningPoints ?? 0,
        referralPoints: own?.referralPoints ?? 0,
        combinedTotal: own?.combinedTotal ?? 0,
        near: near.map(entry),
      };
    },
  };
}
