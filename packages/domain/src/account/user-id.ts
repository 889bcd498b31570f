const USER_ID = /^c[a-z0-9]{24}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX32 = /^[0-9a-f]{32}$/i;

/** Whether a string is a user id: cuid-style, 25 characters, 'c' then lowercase letters and digits. */
export function isUserId(value: string): boolean {
  return USER_ID.test(value);
}

/**
 * Whether a string has a referral code's form (spec 1 §5): a UUID, a user id, or 32 hex
 * characters. A user's referral code is their user id.
 */
export function isReferralCode(value: string): boolean {
  return USER_ID.test(value) || UUID.test(value) || HEX32.test(value);
}
