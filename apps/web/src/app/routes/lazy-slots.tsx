import { type ReactNode, Suspense } from 'react';
import { paths } from '@/config/paths';
import { EpTotal } from '@/features/shell/components/ep-total';
import { lazyComponent } from '@/lib/lazy-component';
import type * as Slots from './live-slots';

// One chunk for them all: a member's strip and 'Your EP' arrive together. One loader by export
// name rather than five arrows: the first page is at its budget.
const slot = <K extends keyof typeof Slots>(name: K) =>
  lazyComponent(() => import('./live-slots').then((m) => m[name]));
const LazyConnection = slot('ListeningConnection');
const LazyHeader = slot('MemberPanelHeader');
const LazyBalance = slot('BalanceTotal');

/** A slot without props that shows nothing until its chunk is in. */
const quiet = (name: 'MiniEarning' | 'ReferralProcessor' | 'InviteBanner') => {
  const Lazy = slot(name);
  return function QuietSlot() {
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  };
};

/** Runs the live listening connection while someone is signed in (see live-slots.tsx). */
export function ListeningConnection({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <LazyConnection signedIn />
    </Suspense>
  );
}

/** The member's banner and strip; the strip's empty frame holds the place meanwhile. */
export function MemberPanelHeader(props: { fallback: ReactNode }) {
  return (
    <Suspense fallback={props.fallback}>
      <LazyHeader />
    </Suspense>
  );
}

/** The member's 'Earning' figure for the mini player. */
export const MiniEarning = quiet('MiniEarning');

/** 'Your EP'; until its chunk is in, it shows as a balance not read yet (a dash). */
export function BalanceTotal() {
  return (
    <Suspense fallback={<EpTotal total={null} href={paths.epHistory.getHref()} />}>
      <LazyBalance />
    </Suspense>
  );
}

/** Processes a stored referral code for a signed-in user (see live-slots.tsx). */
export const ReferralProcessor = quiet('ReferralProcessor');

/** The invite banner under the top bar (see live-slots.tsx). */
export const InviteBanner = quiet('InviteBanner');
