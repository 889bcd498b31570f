import { isReferralCode } from '@earshot/domain';
import { showReferralOutcome, type ReferralOutcome } from './notices';
import { storeReferral } from './storage';

const NOTICES: Record<string, ReferralOutcome | 'self'> = {
  success: 'success',
  error: 'failed',
  invalid: 'invalid',
  self: 'self',
};

/**
 * The notices that speak of the viewer's own account (a bonus applied, processing failed, their
 * own code): false for a visitor, who has none. 'Invalid Referral Code' speaks of the link.
 */
const ABOUT_THE_ACCOUNT: ReadonlySet<ReferralOutcome | 'self'> = new Set([
  'success',
  'failed',
  'self',
]);

/**
 * Reads the address (spec 1 §2): `ref` or `referral` holding a valid code is stored;
 * `referral=success|error|invalid|self` shows its notice (to a visitor only where it holds for
 * them) and is removed from the address (through `replace`, given the search without it).
 */
export function handleReferralParams(
  search: string,
  member: boolean,
  replace: (search: string) => void,
) {
  const now = Date.now();
  const params = new URLSearchParams(search);
  for (const name of ['ref', 'referral']) {
    const value = params.get(name)?.trim();
    if (value && isReferralCode(value)) storeReferral(value, now);
  }
  const notice = NOTICES[params.get('referral') ?? ''];
  if (!notice) return;
  if (member || !ABOUT_THE_ACCOUNT.has(notice)) showReferralOutcome(notice);
  params.delete('referral');
  const rest = params.toString();
  replace(rest ? `?${rest}` : '');
}
