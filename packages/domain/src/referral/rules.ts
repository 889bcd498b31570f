/** The invite reward, each for inviter and invitee (spec 2 §9). */
export const INVITE_REWARD_EP = 100;
/** A stored referral code is valid this long (spec 1 §9). */
export const REFERRAL_CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A stored referral is processed this long after sign-in (spec 1 §9). */
export const REFERRAL_PROCESS_DELAY_MS = 1500;
/**
 * An account made at most this long before its referral code was stored still counts as
 * invited: one made just before opening the link (ADR 0019, amended 2026-11-29).
 */
export const REFERRAL_STORED_GRACE_MS = 10 * 60 * 1000;

/**
 * Whether an account was made for an invitation: created after its referral code was stored
 * on the device, or at most REFERRAL_STORED_GRACE_MS before. The client says how long ago it
 * stored the code (`codeAgeMs`, by its own clock, so a skew between the clocks cancels out);
 * beyond the code's lifetime, or unsaid, the age is the lifetime (the oldest a stored code is).
 */
export function madeForInvitation(input: {
  createdAtMs: number;
  nowMs: number;
  codeAgeMs?: number | undefined;
}): boolean {
  const age = Math.min(Math.max(input.codeAgeMs ?? Infinity, 0), REFERRAL_CODE_LIFETIME_MS);
  return input.createdAtMs >= input.nowMs - age - REFERRAL_STORED_GRACE_MS;
}
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
