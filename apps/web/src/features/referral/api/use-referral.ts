import { useQuery } from '@connectrpc/connect-query';
import { ReferralService } from '@earshot/contract/referral/v1/referral';

/** The dashboard's reads ('Load all', spec 2 §4): each with its own loading and error flags. */
export function useReferralDashboard() {
  return {
    stats: useQuery(ReferralService.method.getReferralStats, {}),
    referees: useQuery(ReferralService.method.listUserReferees, { limit: 100 }),
    rewards: useQuery(ReferralService.method.getUserRewards, { limit: 100 }),
    milestones: useQuery(ReferralService.method.listRewards, { isActive: true }),
    boosts: useQuery(ReferralService.method.listPointBoosts, { isActive: true }),
  };
}
