import { Share2 } from 'lucide-react';
import { useInviteCode } from '@/lib/invite-code';
import type { ShareTarget } from './share';
import { shareTexts } from './texts';
import { IconButton } from './icon-button';

/** Starts a share; the sharing code is its own chunk, loaded on the first press. */
export const startShare = (target: ShareTarget) =>
  void import('./share').then((m) => m.share(target));

/**
 * Shares a page (`path`, its canonical address): the system's share sheet, or the link copied
 * with a toast; the link carries the sharer's referral code when they are signed in.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const inviteCode = useInviteCode();
  return (
    <IconButton
      label={shareTexts.share(title)}
      size="lg"
      onClick={() => startShare({ title, path, inviteCode })}
    >
      <Share2 aria-hidden />
    </IconButton>
  );
}
