import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ServiceImpl } from '@connectrpc/connect';
import {
  RefereeState,
  type ReferralService as ReferralServiceDesc,
} from '@earshot/contract/referral/v1/referral';
import { milestoneDescription, milliEpToEp, type BoostOffer } from '@earshot/domain';
import { requireCaller } from '~/rpc/auth-context';
import type { ReferralService } from './referral.service';

/**
 * The referral RPC handlers: the caller's own data; the milestones and boosts on offer and an
 * invite code's inviter are public.
 */
export function referralHandlers(
  service: ReferralService,
  boostOffers: () => Promise<readonly BoostOffer[]>,
): ServiceImpl<typeof ReferralServiceDesc> {
  return {
    async setReferrer(req, ctx) {
      const { userId } = requireCaller(ctx);
      const set = await service.setReferrer(userId, req.referrerId, {
        codeAgeMs: req.codeAgeSeconds === undefined ? undefined : req.codeAgeSeconds * 1000,
      });
      return {
        success: true,
        message: 'Referrer set successfully',
        referrerId: set.referral.referrerId,
        referral: {
          referralId: set.referral.id,
          referrerId: set.referral.referrerId,
          refereeId: set.referral.refereeId,
          createdAt: timestampFromDate(set.referral.createdAt),
        },
        referrerStats: set.referrerStats,
        welcomeBonus: set.welcomeBonus,
      };
    },
    async getUserReferralRewards(_req, ctx) {
      const { userId } = requireCaller(ctx);
      const s = await service.summary(userId);
      return {
        summary: {
          userId,
          point: s.point,
          rank: s.rank,
          updatedAt: timestampFromDate(s.updatedAt),
        },
      };
    },
    async listUserReferees(req, ctx) {
      const [{ rows, total }, { refereeActiveMs }] = await Promise.all([
        service.referees(requireCaller(ctx).userId, req),
        service.terms(),
      ]);
      return {
        total,
        referees: rows.map((row) => ({
          referralId: row.id,
          refereeId: row.refereeId,
          createdAt: timestampFromDate(row.createdAt),
          state: row.status === 'active' ? RefereeState.ACTIVE : RefereeState.PENDING,
          name: row.name ?? '',
          // What was paid for this referee, whatever the bonus is now.
          reward: milliEpToEp(Number(row.rewardMilliEp ?? 0)),
          listenedSeconds: Math.min(Number(row.listenedMs), refereeActiveMs) / 1000,
        })),
      };
    },
    async getUserRewards(req, ctx) {
      const r = await service.rewards(requireCaller(ctx).userId, req);
      return {
        totalCount: r.total,
        hasMore: r.hasMore,
        rewards: r.rewards.map((row) => ({
          id: row.id,
          refereeId: row.refereeId,
          rewardAmount: row.amount,
          rewardType: row.rewardType,
          status: 'completed',
          createdAt: timestampFromDate(row.createdAt),
          boostId: row.boostId,
        })),
      };
    },
    async listRewards() {
      const offers = await boostOffers();
      const rewards = service.milestones().map((m) => ({
        id: m.id,
        title: m.title,
        minReferees: m.minReferees,
        rewardType: m.rewardType,
        value: m.rewardEp,
        description: milestoneDescription(m, offers),
        isActive: true,
        boostId: m.boostId ?? '',
      }));
      return { rewards, total: rewards.length };
    },
    async listPointBoosts() {
      return {
        boosts: (await boostOffers()).map((b) => ({
          id: b.id,
          title: b.title,
          multiplier: b.multiplier,
          durationSeconds: b.durationSeconds,
          cost: b.costEp,
          isActive: true,
        })),
      };
    },
    async getReferralStats(_req, ctx) {
      return service.stats(requireCaller(ctx).userId);
    },
    getInviter(req) {
      return service.inviter(req.referralCode);
    },
    async getReferralTerms() {
      const terms = await service.terms();
      return {
        inviteReward: terms.bonusEp,
        refereeActiveListeningSeconds: Math.round(terms.refereeActiveMs / 1000),
      };
    },
  };
}
