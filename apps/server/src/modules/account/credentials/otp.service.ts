import { timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_TEXTS,
  OTP_MAX_ATTEMPTS,
  OTP_SENDS_PER_HOUR,
  OTP_TTL_SECONDS,
} from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import { AppError } from '~/errors';
import type { Logger } from '~/logger';
import type { Mailer } from '~/mail/mailer';
import { codeMail } from './account-mails';
import type { OtpPurpose, OtpRepo } from './otp.repo';
import type { QuotaCheck } from '~/limits/client-quota';
import type { LimitRule, RateLimiter } from '~/limits/rate-limiter';
import { newOtp, sha256 } from '../secrets';

const SENDS: LimitRule = { name: 'otp-send', limit: OTP_SENDS_PER_HOUR, windowMs: 3_600_000 };

// Binding the hash to e-mail and purpose: a signup code's hash never matches a reset row. A
// code asked for by a signed-in user (an e-mail change) is bound to that user too, so another
// user's request for the same address can neither use nor be used with it.
const codeHash = (email: string, purpose: OtpPurpose, code: string, holder?: string) =>
  sha256(holder ? `${purpose}:${email}:${holder}:${code}` : `${purpose}:${email}:${code}`);

/**
 * One-time codes: six CSPRNG digits, 300 s, single use, 5 tries, 5 sends per e-mail an hour,
 * and CODE_SENDS_PER_{ADDRESS,NETWORK}_PER_HOUR from one client whatever the e-mails.
 */
export function createOtpService(deps: {
  codes: OtpRepo;
  limiter: RateLimiter;
  /** Code sends of one client address and its network (every purpose together). */
  clientSends: QuotaCheck;
  mailer: Mailer;
  clock: Clock;
  log: Logger;
}) {
  const { codes, limiter, clientSends, mailer, clock, log } = deps;
  return {
    /**
     * Counts a send to this e-mail from this client address: 429 past the client's quota, or
     * past five an hour to the e-mail. Call before any costly work.
     */
    async allowSend(email: string, client: string): Promise<void> {
      await clientSends(client);
      if (!(await limiter.consume(SENDS, email))) {
        throw new AppError('rate_limited', REASONS.otpSendLimited);
      }
    },

    /** Makes a new code (killing the previous one) and mails it; `holder` binds it to a user. */
    async issue(email: string, purpose: OtpPurpose, holder?: string): Promise<void> {
      const now = clock.now();
      const code = newOtp();
      await codes.replace({
        email,
        purpose,
        codeHash: codeHash(email, purpose, code, holder),
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        now,
      });
      try {
        await mailer.send(codeMail(email, purpose, code));
      } catch (err) {
        log.error({ err, purpose }, 'sending a one-time code failed');
        throw new AppError(
          'unavailable',
          REASONS.mailFailed,
          'Failed to send the code. Please try again later.',
        );
      }
    },

    /**
     * Uses a code up, or throws: 'Invalid OTP' for a wrong code, 'Invalid or expired OTP'
     * when there is no live code (never sent, expired, used, replaced or out of tries).
     */
    async verify(email: string, purpose: OtpPurpose, code: string, holder?: string): Promise<void> {
      const expired = () =>
        new AppError('invalid_argument', REASONS.otpExpired, ACCOUNT_TEXTS.otpInvalidOrExpired);
      const stored = await codes.spendTry(email, purpose, clock.now(), OTP_MAX_ATTEMPTS);
      if (!stored) throw expired();
      const given = codeHash(email, purpose, code, holder);
      if (!timingSafeEqual(Buffer.from(stored), Buffer.from(given))) {
        throw new AppError('invalid_argument', REASONS.invalidOtp, ACCOUNT_TEXTS.otpInvalid);
      }
      if (!(await codes.consume(email, purpose, given))) throw expired();
    },
  };
}

/** The one-time code service's shape. */
export type OtpService = ReturnType<typeof createOtpService>;
