import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ServiceImpl } from '@connectrpc/connect';
import {
  GetLeaderboardResponseSchema,
  LeaderboardEntrySchema,
  RankingPeriod,
  type LeaderboardEntry,
  type RankingService as RankingServiceDesc,
} from '@earshot/contract/ranking/v1/ranking';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';
import { requireCaller } from '~/rpc/auth-context';
import { answerEncoded, EncodedAnswer } from '~/rpc/encoded-answers';
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
 * The answer for a page of rows, built and encoded once per page the snapshot cache keeps (it
 * answers the same rows until the next snapshot): the top of the board is read far more than
 * it changes, so the public-read layer writes its bytes, made once per form (ADR 0031); a page
 * of one snapshot has one total and one time, so they belong to it.
 */
const answers = new WeakMap<RankRow[], EncodedAnswer<typeof GetLeaderboardResponseSchema>>();
function answerOf(board: { entries: RankRow[]; total: number; computedAt: Date }) {
  let answer = answers.get(board.entries);
  if (!answer) {
    answer = new EncodedAnswer(
      GetLeaderboardResponseSchema,
      create(GetLeaderboardResponseSchema, {
        entries: board.entries.map(entry),
        total: board.total,
        computedAt: timestampFromDate(board.computedAt),
      }),
    );
    answers.set(board.entries, answer);
  }
  return answer;
}

/** The ranking RPC handlers: the board is public; a rank is the signed-in caller's call. */
export function rankingHandlers(service: RankingService): ServiceImpl<typeof RankingServiceDesc> {
  return {
    async getLeaderboard(req, ctx) {
      return answerEncoded(ctx, answerOf(await service.leaderboard(periodOf(req.period), req)));
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
