import { randomBytes, timingSafeEqual } from 'node:crypto';

/** What a claim looks like: 128 random bits in base64url (22 characters). */
const CLAIM = /^[A-Za-z0-9_-]{22}$/;

/** A new owner's claim: 128 random bits, base64url. */
export const newClaim = () => randomBytes(16).toString('base64url');

/** The claim a reconnecting client presented, if it has the shape of one. */
export const presentedClaim = (value: string | null | undefined): string | undefined =>
  value && CLAIM.test(value) ? value : undefined;

/** Whether a presented claim is the stored one (compared in constant time). */
export function sameClaim(stored: string | null, presented: string | undefined): boolean {
  if (!stored || !presented || stored.length !== presented.length) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(presented));
}
