import { toastDurations } from '@/lib/toast-durations';
import { toast } from 'sonner';
import { withInvite } from '@/config/paths';
import { shareTexts } from './texts';

/** What to share: a page of this site, named. */
export interface ShareTarget {
  title: string;
  /** The item's canonical address on this site (`paths.*.getHref`), without the current query. */
  path: string;
  /** The sharer's referral code when signed in: the link also invites (spec 2 §2). */
  inviteCode: string | null;
}

/** Whether the share sheet was closed without sharing: nothing went wrong. */
const dismissed = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The absolute link of a share: the path on this site, with the sharer's invite. */
export const shareUrl = ({ path, inviteCode }: ShareTarget) =>
  new URL(withInvite(path, inviteCode), window.location.origin).href;

/**
 * Shares a page: the system's share sheet where the browser has one (Web Share API), otherwise
 * the link copied to the clipboard, said in a toast. Loaded on the first press (ADR 0015), so
 * no page pays for it up front.
 */
export async function share(target: ShareTarget) {
  const url = shareUrl(target);
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: target.title, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    toast(shareTexts.copied, { duration: toastDurations.short });
  } catch (error) {
    if (!dismissed(error)) toast.error(shareTexts.failed, { duration: toastDurations.normal });
  }
}
