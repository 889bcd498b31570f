import { SessionsSection } from '@/features/listening/components/sessions-section';
import { EpHistory } from '@/features/rewards/components/ep-history';

/** The EP history page's body: the rewards ledger with the listening sessions below it. */
export function EpHistoryBody() {
  return <EpHistory sessions={<SessionsSection />} />;
}
