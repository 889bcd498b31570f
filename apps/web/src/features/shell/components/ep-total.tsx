import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { topBarTexts } from '../texts';

const frame =
  'flex h-10 items-center gap-2 rounded-full bg-raised px-3 text-sm ring-1 ring-line transition-colors max-sm:h-9 max-sm:gap-1.5 max-sm:px-2';

/**
 * 'Your EP' in the top bar (spec 1 §2). `total` is the formatted balance, null until it is
 * read: the bar then shows a dash rather than a number that may be wrong. With `href` the
 * total leads there (the app points it at the EP history).
 */
export function EpTotal({ total, href }: { total: string | null; href?: string }) {
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
  return href ? (
    <Link to={href} className={`${frame} hover:bg-overlay`}>
      {content}
    </Link>
  ) : (
    <div className={frame}>{content}</div>
  );
}
