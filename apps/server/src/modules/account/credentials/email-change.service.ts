import {
  ACCOUNT_TEXTS,
  SETTINGS_TEXTS,
  checkEmail,
  isOtpFormat,
  normalizeEmail,
} from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import { isUniqueViolation } from '~/db/sqlstate';
import { AppError } from '~/errors';
import { toSessionUser, type SessionUser } from '../account-user';
import type { UserRepo } from '../user.repo';
import type { Logger } from '~/logger';
import type { Mailer } from '~/mail/mailer';
import { emailChangedMail } from './account-mails';
import type { OtpService } from './otp.service';

const registeredElsewhere = () =>
  new AppError('conflict', REASONS.emailAlreadyRegistered, ACCOUNT_TEXTS.emailRegisteredElsewhere);

/**
 * Changing the signed-in user's e-mail (ADR 0023): a six-digit code goes to the new address,
 * bound to the user; the address changes only once that code holds. An address another
 * account holds is refused in spec 1 §8's words, before the code and again after it. The old
 * address is told once the change is made.
 */
export function createEmailChangeService(deps: {
  users: UserRepo;
  otp: OtpService;
  mailer: Mailer;
  clock: Clock;
  log: Logger;
}) {
  const { users, otp, mailer, clock, log } = deps;

  /** The new address, checked: well formed, not the current one, no other account's. */
  const wanted = async (userId: string, given: string | undefined): Promise<string> => {
    const problem = checkEmail(given);
    if (problem) throw new AppError('validation', problem.code, problem.message);
    const email = normalizeEmail(given ?? '');
    const found = await users.findById(userId);
    if (!found) throw new AppError('not_found', REASONS.userNotFound);
    if (found.user.email === email) {
      throw new AppError('validation', REASONS.emailUnchanged, SETTINGS_TEXTS.emailUnchanged);
    }
    const holder = await users.findByEmail(email);
    if (holder && holder.user.status !== 'pending') throw registeredElsewhere();
    return email;
  };

  return {
    /** Mails a code to the new address (counted as every code send: OtpService.allowSend). */
    async sendCode(
      userId: string,
      input: { email?: string | undefined },
      client: string,
    ): Promise<string> {
      const email = await wanted(userId, input.email);
      await otp.allowSend(email, client);
      await otp.issue(email, 'email_change', userId);
      return email;
    },

    /** Spends the code and makes the new address the account's, verified. */
    async change(
      userId: string,
      input: { email?: string | undefined; otp?: string | undefined },
    ): Promise<SessionUser> {
      const email = await wanted(userId, input.email);
      if (!isOtpFormat(input.otp ?? '')) {
        throw new AppError('invalid_argument', REASONS.invalidOtp, ACCOUNT_TEXTS.otpInvalid);
      }
      await otp.verify(email, 'email_change', input.otp ?? '', userId);
      const before = (await users.findById(userId))?.user.email;
      try {
        await users.changeEmail(userId, email, clock.now());
      } catch (err) {
        // Another account took the address between the check and the change.
        if (isUniqueViolation(err)) throw registeredElsewhere();
        throw err;
      }
      // The old address hears of it, in the background: a failed note changes nothing.
      if (before) {
        void mailer
          .send(emailChangedMail(before, email))
          .catch((err: unknown) => log.error({ err }, 'the e-mail change note failed'));
      }
      const found = await users.findById(userId);
      if (!found) throw new AppError('not_found', REASONS.userNotFound);
      return toSessionUser(found);
    },
  };
}

/** The e-mail change service's shape. */
export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
