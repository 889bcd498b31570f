import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ServiceImpl } from '@connectrpc/connect';
import {
  BonusReason,
  LedgerKind,
  type RewardsService as RewardsServiceDesc,
} from '@earshot/contract/rewards/v1/rewards';
import { milliEpToEp } from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';
import { requireCaller } from '~/rpc/auth-context';
import type { BoostService, RunningBoost } from './boosts.service';
import type { LedgerBonus, RewardsService } from './rewards.service';

const boostAnswer = (b: RunningBoost) => ({
  boostId: b.boostId,
  title: b.title,
  multiplier: b.multiplier,
  startsAt: timestampFromDate(b.startsAt),
  endsAt: timestampFromDate(b.endsAt),
  secondsLeft: b.secondsLeft,
});

const KIND = {
  listening: LedgerKind.LISTENING,
  referral: LedgerKind.REFERRAL,
  boost: LedgerKind.BOOST,
  bonus: LedgerKind.BONUS,
} as const;

const KINDS = Object.keys(KIND) as (keyof typeof KIND)[];

/** The kinds a ledger filter names; InvalidArgument for UNSPECIFIED or a kind there is not. */
function kindsOf(values: LedgerKind[]) {
  return values.map((value) => {
    const kind = KINDS.find((k) => KIND[k] === value);
    if (!kind) {
      throw new AppError(
        'invalid_argument',
        REASONS.invalidLedgerKind,
        'kinds must be listening, referral, boost or bonus',
      );
    }
    return kind;
  });
}

const bonusAnswer = (bonus: LedgerBonus | undefined) =>
  bonus?.reason === 'milestone'
    ? {
        bonusReason: BonusReason.REFERRAL_MILESTONE,
        milestoneId: bonus.milestoneId,
        milestoneMinReferees: bonus.minReferees,
      }
    : { bonusReason: bonus ? BonusReason.WELCOME : BonusReason.UNSPECIFIED };

/** The rewards RPC handlers: every call is the signed-in caller's own. */
export function rewardsHandlers(
  service: RewardsService,
  boosts: BoostService,
): ServiceImpl<typeof RewardsServiceDesc> {
  return {
    async getUserPoints(_req, ctx) {
      const { userId } = requireCaller(ctx);
      const p = await service.points(userId);
      return {
        userId,
        currentPoints: p.currentPoints,
        totalEarned: p.totalEarned,
        totalSpent: p.totalSpent,
        ...(p.lastUpdated ? { lastUpdated: timestampFromDate(p.lastUpdated) } : {}),
        point: p.currentPoints,
        pointRate: p.pointRate,
      };
    },
    async getListeningState(_req, ctx) {
      const s = await service.listeningState(requireCaller(ctx).userId);
      return {
        totalDuration: s.totalDurationSeconds,
        totalPoint: s.balance,
        totalPoints: s.balance,
        boostRate: s.boostRate,
        referralRate: s.referralRate,
        pointRate: s.pointRate,
        earningHeldReason: s.heldReason ?? '',
      };
    },
    async getUserStatistics(_req, ctx) {
      const { userId } = requireCaller(ctx);
      const s = await service.statistics(userId);
      return {
        userId,
        totalPoints: s.totalPoints,
        totalListeningSeconds: s.totalListeningSeconds,
        uniqueSongsPlayed: s.uniqueSongsPlayed,
        totalPlays: s.totalPlays,
        lastCalculated: timestampFromDate(s.lastCalculated),
      };
    },
    async listLedgerEntries(req, ctx) {
      const { userId } = requireCaller(ctx);
      const { rows, total } = await service.ledger(userId, req, kindsOf(req.kinds));
      return {
        total,
        entries: rows.map((row) => ({
          entryId: String(row.id),
          kind: KIND[row.kind],
          amount: milliEpToEp(row.amountMilliEp),
          createdAt: timestampFromDate(row.createdAt),
          sessionId: row.sessionId ?? '',
          trackId: row.trackId ?? 0,
          trackTitle: row.trackTitle ?? '',
          creditedSeconds: (row.creditedMs ?? 0) / 1000,
          rate: row.rate ?? 0,
          boostId: row.boostId ?? '',
          boostMultiplier: row.boostMultiplier ?? 0,
          boostDurationSeconds: row.boostSeconds ?? 0,
          ...bonusAnswer(row.bonus),
          reversesEntryId: String(row.reversesEntryId ?? 0),
        })),
      };
    },
    async purchasePointBoost(req, ctx) {
      const bought = await boosts.purchase(requireCaller(ctx).userId, req.boostId, req.seen);
      return { boost: boostAnswer(bought.boost), currentPoints: bought.currentPoints };
    },
    async getActivePointBoost(_req, ctx) {
      const running = await boosts.running(requireCaller(ctx).userId);
      return running ? { boost: boostAnswer(running) } : {};
    },
  };
}
