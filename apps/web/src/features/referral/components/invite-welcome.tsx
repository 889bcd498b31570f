import { skipToken, useQuery } from '@connectrpc/connect-query';
import { ReferralService } from '@earshot/contract/referral/v1/referral';
import { isReferralCode } from '@earshot/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { globalParams, inviteParam } from '@/config/paths';
import { pendingReferral } from '../storage';
import { inviteWelcomeTexts as t } from '../texts';

/** The invite code a visitor came with: the address's, else the one kept (24 h, spec 2 §4). */
function useInviteCode(): string | null {
  const [params] = useSearchParams();
  const [now] = useState(() => Date.now());
  for (const name of [inviteParam, 'referral']) {
    const value = params.get(name)?.trim();
    if (value && isReferralCode(value)) return value;
  }
  return pendingReferral(now);
}

/**
 * The welcome of a visitor who opened an invite link: who invited them (name and avatar, from
 * the public GetInviter), the bonus both get, and Sign Up first. An unknown code, or one not
 * yet answered, shows nothing.
 */
export function InviteWelcome() {
  const code = useInviteCode();
  const [, setParams] = useSearchParams();
  const { data } = useQuery(
    ReferralService.method.getInviter,
    code ? { referralCode: code } : skipToken,
  );
  if (!code || !data) return null;
  const name = data.displayName || t.someone;
  const signUp = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(globalParams.signUp, 'true');
      return next;
    });
  return (
    <section
      aria-label={t.label}
      data-testid="invite-welcome"
      className="mb-6 flex flex-wrap items-center gap-4 rounded-xl bg-linear-to-r from-accent/30 to-surface p-4 ring-1 ring-accent/30 sm:p-5"
    >
      {data.avatarUrl ? (
        <img src={data.avatarUrl} alt="" className="size-14 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden
          className="grid size-14 shrink-0 place-items-center rounded-full bg-accent/30 text-xl font-bold text-accent-strong"
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold break-words text-ink">{t.invited(name)}</p>
        <p className="text-sm text-muted">{t.bonus(data.welcomeBonus)}</p>
      </div>
      <Button onClick={signUp}>{t.signUp}</Button>
    </section>
  );
}
