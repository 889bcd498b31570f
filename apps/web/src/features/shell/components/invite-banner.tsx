import { INVITE_REWARD_EP } from '@earshot/domain';
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { topBarTexts } from '../texts';

/**
 * The referral invitation signed-in users see (spec 1 §2): the long text from sm up, the
 * short one below, and 'Invite' leading to /referral. `inviteReward`: the one in force (ADR
 * 0028), the spec's 100 EP unless an operator changed it.
 */
export function InviteBanner({ inviteReward = INVITE_REWARD_EP }: { inviteReward?: number }) {
  return (
    <section
      aria-label={topBarTexts.inviteBanner}
      className="mx-2 mb-2 flex shrink-0 items-center gap-3 rounded-lg bg-linear-to-r from-accent/35 via-accent/15 to-surface px-3 py-2 ring-1 ring-accent/25 sm:px-4"
    >
      <Gift aria-hidden className="size-5 shrink-0 text-accent-strong" />
      <p className="min-w-0 flex-1 text-sm font-medium text-ink">
        <span className="hidden sm:inline">{topBarTexts.invite(inviteReward)}</span>
        <span className="sm:hidden">{topBarTexts.inviteShort(inviteReward)}</span>
      </p>
      <Link
        to={paths.referral.getHref()}
        className="inline-flex h-8 shrink-0 items-center rounded-full bg-ink px-4 text-sm font-semibold text-canvas transition hover:bg-white"
      >
        {topBarTexts.inviteButton}
      </Link>
    </section>
  );
}
