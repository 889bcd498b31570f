import { createHash, randomBytes, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@earshot/domain';

/** An opaque bearer secret: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored in place of a token or code: its sha256, hex. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A one-time code: six digits from the CSPRNG, leading zeros kept. */
export function newOtp(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A cuid-style id: 'c', 8 base-36 characters of milliseconds (so ids sort roughly by
 * creation) and 16 random base-36 characters (about 82 bits), 25 characters in all.
 */
export function newId(now: Date): string {
  const time = now.getTime().toString(36).padStart(8, '0').slice(-8);
  let random = '';
  while (random.length < 16) {
    for (const byte of randomBytes(24)) {
      // 252 = 7 × 36: rejecting the rest keeps every character equally likely.
      if (byte < 252 && random.length < 16) random += ALPHABET[byte % 36];
    }
  }
  return `c${time}${random}`;
}
