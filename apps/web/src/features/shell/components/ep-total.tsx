import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { topBarTexts } from '../texts';

const frame =
  'flex h-10 items-center gap-2 rounded-full bg-raised px-3 text-sm ring-1 ring-line transition-colors max-sm:h-9 max-sm:gap-1.5 max-sm:px-2';

/**
 * '+8.38 EP added' under the total for a few seconds after the balance rose: listening EP
 * moved out of the strip's Earning, which fell by as much. Placed over the page, not in the
 * bar's flow, so the bar never shifts; a polite live region reads it out.
 */
function Added({ amount }: { amount: string | null | undefined }) {
  return (
    <span
      role="status"
      className="pointer-events-none absolute top-full right-0 z-20 mt-1 whitespace-nowrap empty:hidden"
    >
      {amount ? (
        <span
          data-testid="ep-added"
          className="rounded-full bg-raised px-2 py-0.5 text-xs font-semibold text-accent-strong tabular-nums shadow-lg shadow-black/60 ring-1 ring-accent/40"
        >
          {topBarTexts.epAdded(amount)}
        </span>
      ) : null}
    </span>
  );
}

/**
 * 'Your EP' in the top bar (spec 1 §2): the balance, said so on hover (ADR 0030). `total` is
 * the formatted balance, null until it is read: the bar then shows a dash rather than a number
 * that may be wrong. With `href` the total leads there (the app points it at the EP history).
 * `added`: what the balance rose by lately, told beside it.
 */
export function EpTotal({
  total,
  added,
  href,
}: {
  total: string | null;
  added?: string | null;
  href?: string;
}) {
  const content = (
    <>
      <Coins aria-hidden className="size-4 text-accent-strong" />
      <span className="hidden text-muted sm:inline">{topBarTexts.yourEp}</span>
      <span className="sr-only sm:hidden">{topBarTexts.yourEp}</span>
      {total === null ? (
        <span className="font-semibold text-ink">
          <span aria-hidden>—</span>
          <span className="sr-only">{topBarTexts.epPending}</span>
        </span>
      ) : (
        <span data-testid="ep-total" className="font-semibold text-ink tabular-nums">
          {total} {topBarTexts.ep}
        </span>
      )}
    </>
  );
  return (
    <span className="relative flex shrink-0">
      {href ? (
        <Link to={href} title={topBarTexts.yourEpIs} className={`${frame} hover:bg-overlay`}>
          {content}
        </Link>
      ) : (
        <div title={topBarTexts.yourEpIs} className={frame}>
          {content}
        </div>
      )}
      <Added amount={added} />
    </span>
  );
}
