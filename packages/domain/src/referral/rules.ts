/** The invite reward, each for inviter and invitee (spec 2 §9). */
export const INVITE_REWARD_EP = 100;
/** A stored referral code is valid this long (spec 1 §9). */
export const REFERRAL_CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A stored referral is processed this long after sign-in (spec 1 §9). */
export const REFERRAL_PROCESS_DELAY_MS = 1500;
/** An account may name its referrer only this long after it was created (DESIGN.md). */
export const REFERRAL_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A referee turns active (and the referrer's reward vests) after this much credited listening. */
export const REFEREE_ACTIVE_LISTENING_MS = 10 * 60 * 1000;
/** Referrer rewards vested per referrer per UTC day, at most (DESIGN.md). */
export const REFERRALS_REWARDED_PER_DAY = 20;

/**
 * An e-mail address without its '+tag' and case: two accounts with the same one are the
 * same person for the referral programme (self-referral by e-mail).
 */
export function referralEmailKey(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  return `${local.split('+')[0] ?? ''}@${domain}`;
}
