import { Coins } from 'lucide-react';
import { useEarning } from '../hooks/use-earning';
import { listeningTexts } from '../texts';

/**
 * The member's 'Earning' figure alone, for the small-screen mini player: the same figure as
 * the earning strip's, ticking with it, under the strip's label so that it is not read as the
 * balance beside 'Your EP' (ADR 0030); a dash until it is read.
 */
export function EarningFigure() {
  const { earning } = useEarning(true);
  return (
    <span className="flex shrink-0 flex-col items-end leading-tight">
      <span
        data-testid="mini-earning-label"
        className="flex items-center gap-1 text-[10px] font-semibold tracking-wider text-faint uppercase"
      >
        <Coins aria-hidden className="size-3 text-accent-strong" />
        {listeningTexts.earning}
      </span>
      <span className="text-xs font-semibold text-ink tabular-nums">
        <span data-testid="mini-earning">{earning ?? '—'}</span>{' '}
        <span className="text-muted">{listeningTexts.ep}</span>
      </span>
    </span>
  );
}
