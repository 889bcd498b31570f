import { SessionsSection } from '@/features/listening/components/sessions-section';
import { EpHistory } from '@/features/rewards/components/ep-history';

/** The EP history page's body: the rewards ledger with the listening sessions below it. */
export function EpHistoryBody() {
  return <EpHistory sessions={<SessionsSection />} />;
}

/**
 * The top bar's notifications button rides in this chunk (live-slots.tsx loads it from here): it
 * speaks the EP history's words, and a chunk of its own would split theirs into more chunks, each
 * a name more in the first page's list of preloads.
 */
export { NotificationsButton } from '@/features/rewards/components/notifications-button';
