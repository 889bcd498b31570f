import { Coins } from 'lucide-react';
import { useEarning } from '../hooks/use-earning';
import { listeningTexts } from '../texts';

/**
 * The member's 'Earning' figure alone, for the small-screen mini player: the same figure as
 * the earning strip's, ticking with it; a dash until it is read.
 */
export function EarningFigure() {
  const { earning } = useEarning(true);
  return (
    <span
      title={listeningTexts.earning}
      className="flex shrink-0 items-center gap-1 text-xs font-semibold text-ink tabular-nums"
    >
      <Coins aria-hidden className="size-3.5 text-accent-strong" />
      <span className="sr-only">{listeningTexts.earning} </span>
      <span data-testid="mini-earning">{earning ?? '—'}</span>
      <span className="text-muted">{listeningTexts.ep}</span>
    </span>
  );
}
