import { BadgeCheck } from 'lucide-react';
import { browseTexts } from '../texts';

/** Shown for a VERIFIED artist; the word is visible, so it needs no extra label. */
export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-accent-strong">
      <BadgeCheck aria-hidden className="size-4" />
      {browseTexts.verified}
    </span>
  );
}
