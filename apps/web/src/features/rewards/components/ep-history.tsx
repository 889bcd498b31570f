import { rewardsTexts } from '../texts';
import { LedgerSection } from './ledger-section';
import { SessionsSection } from './sessions-section';

/**
 * The EP history (ADR 0005): the ledger with every entry's reason, and the listening
 * sessions with what each earned or why it earned nothing. For a signed-in user only.
 */
export function EpHistory() {
  return (
    <div className="flex flex-col gap-10">
      <p className="-mt-3 max-w-prose text-sm text-muted">{rewardsTexts.intro}</p>
      <LedgerSection />
      <SessionsSection />
    </div>
  );
}
