import { skipToken } from '@connectrpc/connect-query';
import { useQuery } from '@connectrpc/connect-query';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';

/**
 * The strip's figures (spec 2 §3, listening state): the unprocessed duration and the rates.
 * A visitor asks nothing.
 */
export function useListeningState(signedIn: boolean) {
  return useQuery(RewardsService.method.getListeningState, signedIn ? {} : skipToken);
}
