import { toastDurations } from '@/lib/toast-durations';
import { Copy, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { paths, withInvite } from '@/config/paths';
import { useReferralTerms } from '../api/use-referral-terms';
import { referralTexts as t } from '../texts';

/** The invite link of a code: the app's address with `?ref=` (spec 2 §2). */
export const inviteLink = (code: string) =>
  `${window.location.origin}${withInvite(paths.root.getHref(), code)}`;

/** The user's code and invite link, with copy and share. */
export function InviteCard({ code }: { code: string }) {
  const link = inviteLink(code);
  const { inviteReward } = useReferralTerms();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t.copied, { duration: toastDurations.short });
    } catch {
      toast.error(t.copyFailed, { duration: toastDurations.normal });
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t.shareTitle, url: link });
    } catch {
      // Closed without sharing, or no share sheet: copying remains.
    }
  };
  return (
    <section className="mb-6 rounded-xl bg-linear-to-r from-accent/30 to-surface p-5 ring-1 ring-accent/30">
      <p className="mb-4 font-semibold text-ink">{t.intro(inviteReward)}</p>
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="text-xs font-semibold tracking-wider text-faint uppercase">
            {t.yourCode}
          </dt>
          <dd data-testid="referral-code" className="font-mono text-ink">
            {code}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wider text-faint uppercase">
            {t.inviteLink}
          </dt>
          <dd className="flex flex-wrap items-center gap-2">
            <input
              readOnly
              aria-label={t.inviteLink}
              value={link}
              className="h-10 min-w-48 flex-1 rounded-full border border-line bg-raised px-4 font-mono text-xs text-ink"
            />
            <Button onClick={() => void copy()}>
              <Copy aria-hidden className="size-4" />
              {t.copy}
            </Button>
            {typeof navigator.share === 'function' && (
              <Button variant="ghost" className="border border-line" onClick={() => void share()}>
                <Share2 aria-hidden className="size-4" />
                {t.share}
              </Button>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
