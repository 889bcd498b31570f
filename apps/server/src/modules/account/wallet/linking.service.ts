import {
  ACCOUNT_TEXTS,
  OTP_TTL_SECONDS,
  WALLET_TEXTS,
  checkEmail,
  checkPassword,
  isOtpFormat,
  normalizeEmail,
} from '@earshot/domain';
import { REASONS, type LinkingCode } from '@earshot/wire';
import type { Clock } from '~/clock';
import { AppError } from '~/errors';
import type { OtpService } from '../credentials/otp.service';
import { hashPassword } from '../credentials/passwords';
import { toProfile, type Profile } from '../account-user';
import { newId } from '../secrets';
import type { UserRepo, UserWithIdentities } from '../user.repo';
import type { Challenges } from './challenges';
import type { Site } from './siwe-challenge';
import { walletOf } from './wallet-auth.service';

/** Account-link status (spec 1 §3). */
export interface LinkStatus {
  canLink: boolean;
  alreadyLinked: boolean;
  code?: LinkingCode;
  errorMessage?: string;
}

const LINK_TEXTS: Record<LinkingCode, string> = {
  WALLET_ALREADY_CONNECTED: WALLET_TEXTS.walletAlreadyConnected,
  WALLET_ALREADY_LINKED: WALLET_TEXTS.walletAlreadyLinked,
  EMAIL_ALREADY_REGISTERED: WALLET_TEXTS.emailRegisteredElsewhere,
  EMAIL_ALREADY_CONNECTED: WALLET_TEXTS.emailAlreadyConnected,
};

const refused = (code: LinkingCode): LinkStatus => ({
  canLink: false,
  alreadyLinked: false,
  code,
  errorMessage: LINK_TEXTS[code],
});
const OK: LinkStatus = { canLink: true, alreadyLinked: false };
const ALREADY: LinkStatus = { canLink: false, alreadyLinked: true };

/** A refused status as an error: 409 with the spec's code and text. */
const conflict = (status: LinkStatus) =>
  new AppError('conflict', status.code ?? REASONS.invalidRequest, status.errorMessage);
const linkCodeRefused = () =>
  new AppError('invalid_argument', REASONS.otpExpired, WALLET_TEXTS.linkCodeInvalid);

/**
 * Linking a wallet to an e-mail account and an e-mail to a wallet account: one account, a
 * wallet at most one account's, an e-mail only when nobody registered it (spec 1 §5).
 */
export function createLinkingService(deps: {
  users: UserRepo;
  challenges: Challenges;
  otp: OtpService;
  clock: Clock;
}) {
  const { users, challenges, otp, clock } = deps;

  const me = async (userId: string): Promise<UserWithIdentities> => {
    const found = await users.findById(userId);
    if (!found) throw new AppError('not_found', REASONS.userNotFound);
    return found;
  };

  const walletStatus = async (caller: UserWithIdentities, wallet: string) => {
    const holder = await users.findIdByIdentity('wallet', wallet);
    if (holder === caller.user.id) return ALREADY;
    if (holder) return refused('WALLET_ALREADY_CONNECTED');
    if (caller.walletAddress) return refused('WALLET_ALREADY_LINKED');
    return OK;
  };

  const emailOf = (value: string | undefined) => {
    if (checkEmail(value)) {
      throw new AppError('invalid_argument', 'email_invalid', ACCOUNT_TEXTS.emailInvalidProvided);
    }
    return normalizeEmail(value ?? '');
  };

  const emailStatus = async (caller: UserWithIdentities, email: string) => {
    if (caller.user.email === email) return ALREADY;
    if (caller.user.email) return refused('EMAIL_ALREADY_CONNECTED');
    const holder = await users.findByEmail(email);
    if (holder?.user.status === 'active') return refused('EMAIL_ALREADY_REGISTERED');
    return OK;
  };

  /** The checks before a code is mailed or spent: a wallet account, both fields, a free e-mail. */
  const emailLinkable = async (userId: string, input: { email?: string; password?: string }) => {
    if (!input.email || input.password === '') {
      throw new AppError('validation', 'email_required', WALLET_TEXTS.linkNeedsBoth);
    }
    const caller = await me(userId);
    if (!caller.walletAddress) {
      throw new AppError('invalid_argument', REASONS.walletMismatch, WALLET_TEXTS.noWallet);
    }
    const email = emailOf(input.email);
    if (input.password !== undefined) {
      const problem = checkPassword(input.password);
      if (problem) throw new AppError('validation', problem.code, problem.message);
    }
    const status = await emailStatus(caller, email);
    if (!status.canLink)
      throw conflict(status.alreadyLinked ? refused('EMAIL_ALREADY_CONNECTED') : status);
    return { caller, email };
  };

  return {
    /** checkWalletLinkingStatus. */
    async walletLinkStatus(userId: string, walletAddress: string): Promise<LinkStatus> {
      return walletStatus(await me(userId), walletOf(walletAddress));
    },

    /** linkWalletToWeb2Account: the signed challenge proves the caller holds the wallet. */
    async linkWallet(
      userId: string,
      input: { walletAddress: string; challenge: string; signature: string },
      site: Site,
    ): Promise<Profile> {
      const wallet = walletOf(input.walletAddress);
      const caller = await me(userId);
      const before = await walletStatus(caller, wallet);
      if (!before.canLink && !before.alreadyLinked) throw conflict(before);
      await challenges.verify(wallet, input.challenge, input.signature, site);
      if (before.alreadyLinked) return toProfile(caller);
      try {
        await users.link({
          userId,
          identity: { id: newId(clock.now()), provider: 'wallet', subject: wallet },
          now: clock.now(),
        });
      } catch {
        // Someone linked it (or this account another wallet) in between: the unique indexes held.
        throw conflict(await walletStatus(await me(userId), wallet));
      }
      return toProfile(await me(userId));
    },

    /** checkEmailLinkingStatus. */
    async emailLinkStatus(userId: string, email: string | undefined): Promise<LinkStatus> {
      return emailStatus(await me(userId), emailOf(email));
    },

    /**
     * Starts Connect Email (linkEmailToWeb3Account, or send-otp with walletAddress): mails a
     * code to the address; nothing is stored but the code. The password, when given, is checked.
     */
    async startEmailLink(
      userId: string,
      input: { email?: string; password?: string; walletAddress?: string },
      client: string,
    ): Promise<{ email: string; expiresIn: number }> {
      const { caller, email } = await emailLinkable(userId, input);
      if (
        input.walletAddress !== undefined &&
        walletOf(input.walletAddress) !== caller.walletAddress
      ) {
        throw new AppError('invalid_argument', REASONS.walletMismatch, WALLET_TEXTS.walletMismatch);
      }
      await otp.allowSend(email, client);
      await otp.issue(email, 'link_email');
      return { email, expiresIn: OTP_TTL_SECONDS };
    },

    /** Completes Connect Email (verify-otp with linkToWeb3): the code, then e-mail and password. */
    async completeEmailLink(
      userId: string,
      input: { email?: string; otp?: string; password?: string; walletAddress?: string },
    ): Promise<Profile> {
      const wallet = walletOf(input.walletAddress);
      const { caller, email } = await emailLinkable(userId, {
        email: input.email,
        password: input.password ?? '',
      });
      if (caller.walletAddress !== wallet) {
        throw new AppError('invalid_argument', REASONS.walletMismatch, WALLET_TEXTS.walletMismatch);
      }
      if (!isOtpFormat(input.otp ?? '')) throw linkCodeRefused();
      try {
        await otp.verify(email, 'link_email', input.otp ?? '');
      } catch {
        throw linkCodeRefused();
      }
      const passwordHash = await hashPassword(input.password ?? '');
      const now = clock.now();
      const attached = await users.attachEmail({
        userId,
        identityId: newId(now),
        email,
        passwordHash,
        now,
      });
      if (!attached) throw conflict(refused('EMAIL_ALREADY_REGISTERED'));
      return toProfile(await me(userId));
    },

    /** getAccountStatus: the methods the account holds; the session says which is primary. */
    async accountStatus(userId: string) {
      const caller = await me(userId);
      const hasWeb2Auth =
        Boolean(caller.user.email) && (caller.hasPassword || caller.linkedToGoogle);
      const hasWeb3Auth = Boolean(caller.walletAddress);
      return {
        profile: toProfile(caller),
        hasWeb2Auth,
        hasWeb3Auth,
        hasLinkedAccounts: hasWeb2Auth && hasWeb3Auth,
        hasPassword: caller.hasPassword,
        linkedToGoogle: caller.linkedToGoogle,
      };
    },
  };
}

/** The linking service's shape. */
export type LinkingService = ReturnType<typeof createLinkingService>;
