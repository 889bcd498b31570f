import { Suspense } from 'react';
import { paths } from '@/config/paths';
import { ConnectionBanner } from '@/features/listening/components/connection-banner';
import { EarningFigure } from '@/features/listening/components/earning-figure';
import { EarningStrip } from '@/features/listening/components/earning-strip';
import { useListeningConnection } from '@/features/listening/hooks/use-listening-connection';
import { useBalance } from '@/features/rewards/api/use-balance';
import { EpTotal } from '@/features/shell/components/ep-total';
import { useSession } from '@/features/account/api/use-session';
import { OperatorLink } from '@/features/operator/components/operator-link';
import { useReferralTerms } from '@/features/referral/api/use-referral-terms';
import { ReferralProcessor as Processor } from '@/features/referral/components/referral-processor';
import { InviteBanner as Banner } from '@/features/shell/components/invite-banner';
import { lazyComponent } from '@/lib/lazy-component';

/**
 * The shell's pieces that read RPC for a signed-in member. They load in their own chunk,
 * after the shell has painted (ADR 0010): a visitor's first page never waits on protobuf.
 */

/** Runs the live listening connection for a signed-in user; renders nothing. */
export function ListeningConnection({ signedIn }: { signedIn: boolean }) {
  useListeningConnection(signedIn);
  return null;
}

/** Above a member's player: the connection banner and the earning strip. */
export function MemberPanelHeader() {
  return (
    <>
      <ConnectionBanner />
      <EarningStrip viewer="member" />
    </>
  );
}

/** The member's 'Earning' figure in the small-screen mini player. */
export function MiniEarning() {
  return <EarningFigure />;
}

// The notifications button comes with the EP history's chunk (see ep-history-body.tsx).
const NotificationsButton = lazyComponent(() =>
  import('./ep-history-body').then((m) => m.NotificationsButton),
);

/**
 * 'Your EP' in the top bar, leading to the EP history, and the notifications bell before it:
 * started from this chunk rather than a slot of its own, which would cost the first page; an
 * empty disc of its size holds its place until it loads.
 */
export function BalanceTotal() {
  const session = useSession();
  const href = paths.epHistory.getHref();
  const balance = useBalance(true);
  return (
    <>
      <OperatorLink signedIn={session.status === 'signed-in'} />
      {session.status === 'signed-in' && (
        <Suspense
          fallback={
            <span
              aria-hidden
              className="size-10 shrink-0 rounded-full bg-raised/60 max-sm:size-9"
            />
          }
        >
          <NotificationsButton userId={session.user.id} historyHref={href} />
        </Suspense>
      )}
      <EpTotal total={balance.total} added={balance.added} href={href} />
    </>
  );
}

/** Processes a stored referral code once the user is signed in. */
export function ReferralProcessor() {
  const session = useSession();
  return session.status === 'signed-in' ? <Processor userId={session.user.id} /> : null;
}

/**
 * The invite banner: a member's alone, so it rides this chunk rather than the first page. It
 * says the invite reward in force (ADR 0028).
 */
export function InviteBanner() {
  return <Banner inviteReward={useReferralTerms().inviteReward} />;
}
