import {
  ACCOUNT_TEXTS,
  CHECK_EMAIL_PER_ADDRESS,
  SIGNIN_FAILURES_PER_ACCOUNT,
  SETTINGS_TEXTS,
  SIGNIN_FAILURES_PER_ADDRESS,
  checkEmail,
  checkPassword,
  checkSignup,
  isOtpFormat,
  normalizeEmail,
  normalizeProfileName,
  type FieldProblem,
} from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import { AppError } from '~/errors';
import type { Logger } from '~/logger';
import { toSessionUser, type SessionUser } from '../account-user';
import type { OtpService } from './otp.service';
import { hashPassword, verifyPassword } from './passwords';
import type { QuotaCheck } from '~/limits/client-quota';
import type { LimitRule, RateLimiter } from '~/limits/rate-limiter';
import { newId } from '../secrets';
import type { OpenedSession, SessionService } from '../sessions/session.service';
import type { UserRepo } from '../user.repo';

/** A user just signed in, with the session opened for them. */
export interface SignedIn {
  user: SessionUser;
  session: OpenedSession;
}

const rule = (name: string, r: { limit: number; windowMs: number }): LimitRule => ({ name, ...r });
const SIGNIN_ACCOUNT = rule('signin-account', SIGNIN_FAILURES_PER_ACCOUNT);
const SIGNIN_ADDRESS = rule('signin-address', SIGNIN_FAILURES_PER_ADDRESS);
const CHECK_EMAIL = rule('check-email', CHECK_EMAIL_PER_ADDRESS);

const invalid = (problem: FieldProblem | undefined) => {
  if (problem) throw new AppError('validation', problem.code, problem.message);
};
const tooMany = () =>
  new AppError('rate_limited', REASONS.rateLimited, ACCOUNT_TEXTS.tooManyRequests);
const expiredOtp = () =>
  new AppError('invalid_argument', REASONS.otpExpired, ACCOUNT_TEXTS.otpInvalidOrExpired);

/** E-mail and password accounts: sign-up with a code, sign-in, and reset by code. */
export function createAuthService(deps: {
  users: UserRepo;
  otp: OtpService;
  sessions: SessionService;
  limiter: RateLimiter;
  /** Sign-ups of one client address and its network (SIGNUPS_PER_*_PER_HOUR). */
  clientSignups: QuotaCheck;
  clock: Clock;
  log: Logger;
}) {
  const { users, otp, sessions, limiter, clientSignups, clock, log } = deps;

  const signInAs = async (userId: string, replacing?: string): Promise<SignedIn> => {
    const found = await users.findById(userId);
    if (!found) throw new AppError('not_found', REASONS.userNotFound);
    return { user: toSessionUser(found), session: await sessions.open(userId, 'web2', replacing) };
  };

  /** The account of this e-mail, if any, when it is not an active one (sign-up can go on). */
  const unregistered = async (email: string) => {
    const found = await users.findByEmail(email);
    if (found?.user.status === 'active') {
      throw new AppError(
        'conflict',
        REASONS.emailAlreadyRegistered,
        ACCOUNT_TEXTS.emailAlreadyRegistered,
      );
    }
    return found;
  };

  const checkOtp = (value: string | undefined) => {
    if (!isOtpFormat(value ?? '')) {
      throw new AppError('invalid_argument', REASONS.invalidOtp, ACCOUNT_TEXTS.otpInvalid);
    }
  };

  return {
    /** What sign-in needs to know about an e-mail (spec 1 §3 check-email result). */
    async checkEmail(input: { email?: string }, address: string) {
      if (!(await limiter.consume(CHECK_EMAIL, address))) throw tooMany();
      invalid(checkEmail(input.email));
      const found = await users.findByEmail(normalizeEmail(input.email ?? ''));
      const active = found?.user.status === 'active' ? found : undefined;
      return {
        emailExists: Boolean(active),
        linkedToGoogle: active?.linkedToGoogle ?? false,
        hasPassword: active?.hasPassword ?? false,
      };
    },

    /**
     * Creates (or refreshes) a pending account and mails it a sign-up code. Counted per client
     * address and network before anything is hashed or mailed: a flood makes no accounts.
     */
    async register(
      input: { email?: string; password?: string; name?: string | null },
      client: string,
    ) {
      invalid(checkSignup(input));
      const email = normalizeEmail(input.email ?? '');
      await unregistered(email);
      await clientSignups(client);
      await otp.allowSend(email, client);
      const passwordHash = await hashPassword(input.password ?? '');
      const now = clock.now();
      await users.upsertPending({
        userId: newId(now),
        identityId: newId(now),
        email,
        name: normalizeProfileName(input.name ?? '') || null,
        passwordHash,
      });
      await otp.issue(email, 'signup');
      return { email };
    },

    /** Sends a fresh sign-up code to a pending account (the previous code dies). */
    async resendSignupCode(input: { email?: string }, client: string) {
      invalid(checkEmail(input.email));
      const email = normalizeEmail(input.email ?? '');
      const found = await unregistered(email);
      if (!found) {
        throw new AppError(
          'not_found',
          REASONS.signupNotFound,
          'No sign-up is waiting for this email. Please sign up first.',
        );
      }
      await otp.allowSend(email, client);
      await otp.issue(email, 'signup');
      return { email };
    },

    /** Verifies a sign-up code: the account becomes active and its owner is signed in. */
    async verifySignup(
      input: { email?: string; otp?: string },
      replacing?: string,
    ): Promise<SignedIn> {
      invalid(checkEmail(input.email));
      checkOtp(input.otp);
      const email = normalizeEmail(input.email ?? '');
      await otp.verify(email, 'signup', input.otp ?? '');
      const userId = await users.activateByEmail(email, clock.now());
      if (!userId) throw expiredOtp();
      return signInAs(userId, replacing);
    },

    /**
     * Signs in with e-mail and password. Failures are counted before the password is hashed
     * (10 per account per 15 min, 100 per address per hour) and uncounted on success.
     */
    async signIn(
      input: { email?: string; password?: string },
      address: string,
      replacing?: string,
    ): Promise<SignedIn> {
      invalid(checkEmail(input.email));
      if (!input.password) {
        throw new AppError('validation', 'password_required', ACCOUNT_TEXTS.passwordRequired);
      }
      const email = normalizeEmail(input.email ?? '');
      const [addressOk, accountOk] = await Promise.all([
        limiter.consume(SIGNIN_ADDRESS, address),
        limiter.consume(SIGNIN_ACCOUNT, email),
      ]);
      if (!addressOk || !accountOk) throw tooMany();
      const found = await users.findByEmail(email);
      const active = found?.user.status === 'active' ? found : undefined;
      if (!(await verifyPassword(input.password, active?.passwordHash ?? null)) || !active) {
        throw new AppError(
          'unauthenticated',
          REASONS.invalidCredentials,
          ACCOUNT_TEXTS.invalidCredentials,
        );
      }
      await Promise.all([
        limiter.release(SIGNIN_ADDRESS, address),
        limiter.release(SIGNIN_ACCOUNT, email),
      ]);
      return signInAs(active.user.id, replacing);
    },

    /**
     * Starts a password reset: counts the send, then mails a code in the background when the
     * e-mail has an active account. Known and unknown e-mails answer alike and at once.
     */
    async requestPasswordReset(input: { email?: string }, client: string): Promise<void> {
      invalid(checkEmail(input.email));
      const email = normalizeEmail(input.email ?? '');
      await otp.allowSend(email, client);
      void (async () => {
        const found = await users.findByEmail(email);
        if (found?.user.status === 'active') await otp.issue(email, 'password_reset');
      })().catch((err: unknown) => log.error({ err }, 'password reset mail failed'));
    },

    /** Sets a new password with a reset code; every other session of the user ends. */
    async resetPassword(
      input: { email?: string; otp?: string; password?: string },
      replacing?: string,
    ): Promise<SignedIn> {
      invalid(checkEmail(input.email) ?? checkPassword(input.password));
      checkOtp(input.otp);
      const email = normalizeEmail(input.email ?? '');
      await otp.verify(email, 'password_reset', input.otp ?? '');
      const found = await users.findByEmail(email);
      if (found?.user.status !== 'active') throw expiredOtp();
      const passwordHash = await hashPassword(input.password ?? '');
      const userId = found.user.id;
      await users.setPassword({ userId, identityId: newId(clock.now()), email, passwordHash });
      await sessions.closeAllOf(userId);
      return signInAs(userId, replacing);
    },

    /**
     * Changes the signed-in user's password: the current one must match (failures count as
     * sign-in failures of the account), the new one keeps the sign-up rules and differs from
     * it (a change that changes nothing would still sign the other sessions out). Every other
     * session of the user ends; the one asking (`keep`) stays.
     */
    async changePassword(
      userId: string,
      input: { currentPassword?: string | undefined; newPassword?: string | undefined },
      keep: string | undefined,
    ): Promise<void> {
      if (!input.currentPassword) {
        throw new AppError('validation', 'password_required', ACCOUNT_TEXTS.passwordRequired);
      }
      invalid(checkPassword(input.newPassword));
      const found = await users.findById(userId);
      if (!found?.user.email) throw new AppError('not_found', REASONS.userNotFound);
      const email = found.user.email;
      if (!(await limiter.consume(SIGNIN_ACCOUNT, email))) throw tooMany();
      if (!(await verifyPassword(input.currentPassword, found.passwordHash ?? null))) {
        throw new AppError(
          'invalid_argument',
          REASONS.wrongCurrentPassword,
          SETTINGS_TEXTS.currentPasswordWrong,
        );
      }
      await limiter.release(SIGNIN_ACCOUNT, email);
      if (input.newPassword === input.currentPassword) {
        throw new AppError(
          'validation',
          REASONS.passwordUnchanged,
          SETTINGS_TEXTS.passwordUnchanged,
        );
      }
      const passwordHash = await hashPassword(input.newPassword ?? '');
      await users.setPassword({ userId, identityId: newId(clock.now()), email, passwordHash });
      await sessions.closeAllOf(userId, keep);
    },
  };
}

/** The auth service's shape. */
export type AuthService = ReturnType<typeof createAuthService>;
