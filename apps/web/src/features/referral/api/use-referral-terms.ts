import { useQuery } from '@connectrpc/connect-query';
import { ReferralService } from '@earshot/contract/referral/v1/referral';
import { INVITE_REWARD_EP, REFEREE_ACTIVE_LISTENING_MS } from '@earshot/domain';

/** Asked again at most every minute: an operator's change shows within that (ADR 0028). */
const TERMS_STALE_MS = 60_000;

/**
 * The referral programme's terms in force (an operator may change them, ADR 0028): the invite
 * reward each side gets and the listening that vests it. Until they load, the spec's defaults.
 */
export function useReferralTerms() {
  const { data } = useQuery(
    ReferralService.method.getReferralTerms,
    {},
    {
      staleTime: TERMS_STALE_MS,
    },
  );
  return {
    inviteReward: data?.inviteReward ?? INVITE_REWARD_EP,
    activeSeconds: data?.refereeActiveListeningSeconds ?? REFEREE_ACTIVE_LISTENING_MS / 1000,
  };
}
