import { Coins } from 'lucide-react';
import { topBarTexts } from '../texts';

/**
 * 'Your EP' in the top bar (spec 1 §2). `total` is the formatted balance; the listening
 * issue supplies it. Until then it is null and the bar shows a dash rather than a number
 * that would be wrong as soon as someone has earned anything.
 */
export function EpTotal({ total }: { total: string | null }) {
  return (
    <div className="flex h-10 items-center gap-2 rounded-full bg-raised px-3 text-sm ring-1 ring-line">
      <Coins aria-hidden className="size-4 text-accent-strong" />
      <span className="hidden text-muted sm:inline">{topBarTexts.yourEp}</span>
      <span className="sr-only sm:hidden">{topBarTexts.yourEp}</span>
      {total === null ? (
        <span className="font-semibold text-ink">
          <span aria-hidden>—</span>
          <span className="sr-only">{topBarTexts.epPending}</span>
        </span>
      ) : (
        <span className="font-semibold text-ink tabular-nums">
          {total} {topBarTexts.ep}
        </span>
      )}
    </div>
  );
}
