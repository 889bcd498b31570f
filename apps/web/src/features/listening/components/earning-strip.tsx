import { Coins, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useListening } from '@/lib/runtime/hooks';
import { useListeningState } from '../api/use-listening-state';
import { useEarning } from '../hooks/use-earning';
import { listeningTexts } from '../texts';
import { stripFrame as frame, VisitorStrip } from './visitor-strip';

/** Who the strip serves, as the app tells it. */
export type StripViewer = 'pending' | 'visitor' | 'member';

/** A rate in EP per second: at most 2 decimals, no trailing zeros. */
export const formatRate = (rate: number) => String(Number(rate.toFixed(2)));

function Figure(props: { value: string | null; testId: string; children?: ReactNode }) {
  return (
    <span className="flex items-baseline gap-1 text-base font-bold text-ink tabular-nums">
      {props.value === null ? (
        <span data-testid={props.testId}>
          <span aria-hidden>—</span>
          <span className="sr-only">{listeningTexts.unknown}</span>
        </span>
      ) : (
        <span data-testid={props.testId}>{props.value}</span>
      )}
      {props.children}
    </span>
  );
}

function MemberStrip() {
  const { rate, earning, ticking } = useEarning(true);
  const superseded = useListening(
    (snapshot) => snapshot.session === null && snapshot.endReason === 'superseded',
  );
  // The same query useEarning reads: no second request.
  const held = useListeningState(true).data?.earningHeldReason;
  return (
    <section aria-label={listeningTexts.strip} className={frame}>
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="flex items-center gap-1 text-[11px] font-semibold tracking-wider text-faint uppercase">
            <Zap aria-hidden className="size-3.5 text-accent-strong" />
            {listeningTexts.miningSpeed}
          </dt>
          <dd className="flex flex-wrap items-baseline gap-x-2">
            <Figure value={rate === null ? null : formatRate(rate)} testId="mining-speed">
              <span className="text-xs font-medium text-muted">{listeningTexts.perSecond}</span>
            </Figure>
            <Link
              to={paths.boost.getHref()}
              className="text-xs font-semibold text-accent-strong hover:text-ink hover:underline"
            >
              {listeningTexts.boostSpeed}
            </Link>
          </dd>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="flex items-center gap-1 text-[11px] font-semibold tracking-wider text-faint uppercase">
            <Coins aria-hidden className="size-3.5 text-accent-strong" />
            {listeningTexts.earning}
          </dt>
          <dd data-ticking={ticking}>
            <Figure value={earning} testId="earning">
              <span className="text-xs font-medium text-muted">{listeningTexts.ep}</span>
            </Figure>
          </dd>
        </div>
      </dl>
      {held && (
        <p role="status" className="mt-2 text-xs text-danger">
          {listeningTexts.held(held)}
        </p>
      )}
      {superseded && (
        <p role="status" className="mt-2 text-xs text-muted">
          {listeningTexts.superseded}
        </p>
      )}
    </section>
  );
}

/**
 * The earning strip (spec 1 §2): 'Mining speed' in EP/sec with 'Boost Speed', and 'Earning'
 * in EP, ticking every second while this page's session earns. A visitor is told to sign in;
 * while the session is read the strip keeps its place, empty.
 */
export function EarningStrip({ viewer }: { viewer: StripViewer }) {
  switch (viewer) {
    case 'member':
      return <MemberStrip />;
    case 'visitor':
    case 'pending':
      return <VisitorStrip viewer={viewer} />;
  }
}
