import { skipToken, useQuery } from '@connectrpc/connect-query';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { formatPoints } from '@earshot/domain';

/** EP as the app shows a balance: 2 decimals (the EP arithmetic lives in @earshot/domain). */
export { formatPoints };

/**
 * The signed-in user's balance for 'Your EP' (spec 2 §3, user points), formatted; null while
 * it is read, when it cannot be, or for a visitor (who asks nothing).
 */
export function useBalance(signedIn: boolean): string | null {
  const { data } = useQuery(RewardsService.method.getUserPoints, signedIn ? {} : skipToken);
  return data ? formatPoints(data.currentPoints) : null;
}
