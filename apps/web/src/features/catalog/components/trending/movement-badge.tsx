import { ChevronDown, ChevronUp, Minus } from 'lucide-react';
import { assertNever } from '@/lib/assert-never';
import { trendingTexts } from '../../texts';
import type { Movement } from '../../trending';

/** The move since the last snapshot as an arrow, named 'Up 2', 'Down 1', 'No change' or 'New'. */
export function MovementBadge({ movement }: { movement: Movement }) {
  switch (movement.kind) {
    case 'new':
      return (
        <span className="rounded-sm bg-accent/25 px-1 text-[10px] font-bold tracking-wide text-accent-strong uppercase">
          {trendingTexts.isNew}
        </span>
      );
    case 'up':
      return (
        <span
          role="img"
          aria-label={trendingTexts.up(movement.places)}
          className="flex items-center text-xs font-semibold text-emerald-400"
        >
          <ChevronUp aria-hidden className="size-3.5" />
          {movement.places}
        </span>
      );
    case 'down':
      return (
        <span
          role="img"
          aria-label={trendingTexts.down(movement.places)}
          className="flex items-center text-xs font-semibold text-danger"
        >
          <ChevronDown aria-hidden className="size-3.5" />
          {movement.places}
        </span>
      );
    case 'same':
      return (
        <span role="img" aria-label={trendingTexts.unchanged} className="text-faint">
          <Minus aria-hidden className="size-3.5" />
        </span>
      );
    default:
      return assertNever(movement);
  }
}
