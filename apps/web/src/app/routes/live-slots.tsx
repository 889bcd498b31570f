import { paths } from '@/config/paths';
import { ConnectionBanner } from '@/features/listening/components/connection-banner';
import { EarningStrip } from '@/features/listening/components/earning-strip';
import { useListeningConnection } from '@/features/listening/hooks/use-listening-connection';
import { useBalance } from '@/features/rewards/api/use-balance';
import { EpTotal } from '@/features/shell/components/ep-total';
import { useSession } from '@/features/account/api/use-session';
import { ReferralProcessor as Processor } from '@/features/referral/components/referral-processor';

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

/** 'Your EP' in the top bar, leading to the EP history. */
export function BalanceTotal() {
  return <EpTotal total={useBalance(true)} href={paths.epHistory.getHref()} />;
}

/** Processes a stored referral code once the user is signed in. */
export function ReferralProcessor() {
  const session = useSession();
  return session.status === 'signed-in' ? <Processor userId={session.user.id} /> : null;
}
