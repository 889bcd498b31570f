// The bodies of /ranking, /referral and /boost: one chunk for the three (ADR 0010).
import { RankingPage as Board } from '@/features/ranking/components/ranking-page';
import { useBalance } from '@/features/rewards/api/use-balance';
import type { ViewerProps } from './viewer';

export { ReferralPage } from '@/features/referral/components/referral-page';
export { BoostPage } from '@/features/rewards/components/boost-page';

/** /ranking's body: the board, with the member's balance (the top bar's figure) on their own row. */
export function RankingPage({ me }: ViewerProps) {
  const balance = useBalance(Boolean(me));
  return <Board me={me} balance={balance.total} />;
}
