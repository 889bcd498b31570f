import type { ReactNode } from 'react';
import { rewardsTexts } from '../texts';
import { LedgerSection } from './ledger-section';

/**
 * The EP history (ADR 0005): the ledger with every entry's reason, and below it `sessions`:
 * the listening sessions with what each earned or why it earned nothing, which the listening
 * context shows (the app puts them together). For a signed-in user only.
 */
export function EpHistory(props: { sessions: ReactNode }) {
  return (
    <div className="flex flex-col gap-10">
      <p className="-mt-3 max-w-prose text-sm text-muted">{rewardsTexts.intro}</p>
      <LedgerSection />
      {props.sessions}
    </div>
  );
}
