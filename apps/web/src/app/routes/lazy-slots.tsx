import { lazy, type ReactNode, Suspense } from 'react';
import { paths } from '@/config/paths';
import { EpTotal } from '@/features/shell/components/ep-total';

// One chunk for the four: a member's strip and 'Your EP' arrive together.
const load = () => import('./live-slots');
const LazyConnection = lazy(() => load().then((m) => ({ default: m.ListeningConnection })));
const LazyHeader = lazy(() => load().then((m) => ({ default: m.MemberPanelHeader })));
const LazyBalance = lazy(() => load().then((m) => ({ default: m.BalanceTotal })));
const LazyReferral = lazy(() => load().then((m) => ({ default: m.ReferralProcessor })));

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

/** 'Your EP'; until its chunk is in, it shows as a balance not read yet (a dash). */
export function BalanceTotal() {
  return (
    <Suspense fallback={<EpTotal total={null} href={paths.epHistory.getHref()} />}>
      <LazyBalance />
    </Suspense>
  );
}

/** Processes a stored referral code for a signed-in user (see live-slots.tsx). */
export function ReferralProcessor() {
  return (
    <Suspense fallback={null}>
      <LazyReferral />
    </Suspense>
  );
}
