import {
  ACCOUNT_TEXTS,
  SIGNIN_FAILURES_PER_ADDRESS,
  WALLET_CHALLENGES_PER_ADDRESS,
  WALLET_TEXTS,
  WEB3_PROOF_TTL_MS,
  normalizeWallet,
} from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import { AppError } from '~/errors';
import type { QuotaCheck } from '~/limits/client-quota';
import type { LimitRule, RateLimiter } from '~/limits/rate-limiter';
import { toProfile, type Profile } from '../account-user';
import { newId, newToken, sha256 } from '../secrets';
import type { OpenedSession, SessionService } from '../sessions/session.service';
import type { UserRepo } from '../user.repo';
import type { Challenge, Challenges } from './challenges';
import type { Site } from './siwe-challenge';
import type { WalletRepo } from './wallet.repo';

/** The Web3 auth proof as handed out (spec 1 §3): the token stands where the signature was. */
export interface AuthProof {
  walletAddress: string;
  token: string;
  issuedAt: number;
  expiresAt: number;
  userId: string;
}

/** A wallet sign-in: the user, the session (method web3), and what else the call answers. */
export interface WalletSignedIn {
  user: Profile;
  session: OpenedSession;
}

const SIGNIN_ADDRESS: LimitRule = { name: 'signin-address', ...SIGNIN_FAILURES_PER_ADDRESS };
const CHALLENGES: LimitRule = { name: 'wallet-challenge', ...WALLET_CHALLENGES_PER_ADDRESS };

const tooMany = () =>
  new AppError('rate_limited', REASONS.rateLimited, ACCOUNT_TEXTS.tooManyRequests);
const proofRefused = () =>
  new AppError('unauthenticated', REASONS.invalidAuthProof, WALLET_TEXTS.proofInvalid);

/** A wallet address as stored, or 'Invalid wallet address provided'. */
export function walletOf(value: string | undefined): `0x${string}` {
  const wallet = normalizeWallet(value);
  if (!wallet) {
    throw new AppError(
      'invalid_argument',
      REASONS.invalidWalletAddress,
      WALLET_TEXTS.invalidWallet,
    );
  }
  return wallet;
}

/**
 * Signing in with a wallet: a signed challenge finds the wallet's account or creates one,
 * and earns a 7-day proof that signs in again without a new signature. Failures count with
 * the other sign-in paths' failures per client address.
 */
export function createWalletAuthService(deps: {
  users: UserRepo;
  wallets: WalletRepo;
  challenges: Challenges;
  sessions: SessionService;
  limiter: RateLimiter;
  /** Sign-ups of one client address and its network: a new wallet is a new account. */
  clientSignups: QuotaCheck;
  clock: Clock;
}) {
  const { users, wallets, challenges, sessions, limiter, clientSignups, clock } = deps;

  const signInAs = async (userId: string, replacing?: string): Promise<WalletSignedIn> => {
    const found = await users.findById(userId);
    if (!found) throw new AppError('not_found', REASONS.userNotFound);
    return { user: toProfile(found), session: await sessions.open(userId, 'web3', replacing) };
  };

  /** Runs a sign-in attempt counted as a failure unless it succeeds. */
  const counted = async <T>(address: string, attempt: () => Promise<T>): Promise<T> => {
    if (!(await limiter.consume(SIGNIN_ADDRESS, address))) throw tooMany();
    const result = await attempt();
    await limiter.release(SIGNIN_ADDRESS, address);
    return result;
  };

  /** The wallet's account, created (active, no e-mail) when the wallet is new: a sign-up. */
  const accountOf = async (
    wallet: string,
    client: string,
  ): Promise<{ userId: string; isNewUser: boolean }> => {
    const known = await users.findIdByIdentity('wallet', wallet);
    if (known) return { userId: known, isNewUser: false };
    // Keys cost nothing to make: without this, one client could farm accounts (and referrals).
    await clientSignups(client);
    const now = clock.now();
    const userId = newId(now);
    try {
      await users.createActive({
        userId,
        email: null,
        emailVerifiedAt: null,
        name: null,
        image: null,
        identity: { id: newId(now), provider: 'wallet', subject: wallet },
      });
      return { userId, isNewUser: true };
    } catch (err) {
      // Two first sign-ins at once: the wallet's unique index lets one account through.
      const winner = await users.findIdByIdentity('wallet', wallet);
      if (winner) return { userId: winner, isNewUser: false };
      throw err;
    }
  };

  const issueProof = async (wallet: string, userId: string): Promise<AuthProof> => {
    const now = clock.now();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + WEB3_PROOF_TTL_MS);
    await wallets.addProof({
      tokenHash: sha256(token),
      userId,
      walletAddress: wallet,
      expiresAt,
      createdAt: now,
    });
    const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
    return {
      walletAddress: wallet,
      token,
      issuedAt: seconds(now),
      expiresAt: seconds(expiresAt),
      userId,
    };
  };

  return {
    /** A challenge for a wallet; counted per client address. */
    async challenge(walletAddress: string, site: Site, address: string): Promise<Challenge> {
      const wallet = walletOf(walletAddress);
      if (!(await limiter.consume(CHALLENGES, address))) throw tooMany();
      return challenges.issue(wallet, site);
    },

    /** Signs in with a signed challenge (authWithSignature). */
    async signInWithSignature(
      input: { walletAddress: string; challenge: string; signature: string },
      site: Site,
      address: string,
      replacing?: string,
    ): Promise<WalletSignedIn & { isNewUser: boolean; authProof: AuthProof }> {
      const wallet = walletOf(input.walletAddress);
      return counted(address, async () => {
        await challenges.verify(wallet, input.challenge, input.signature, site);
        const { userId, isNewUser } = await accountOf(wallet, address);
        const signedIn = await signInAs(userId, replacing);
        return { ...signedIn, isNewUser, authProof: await issueProof(wallet, userId) };
      });
    },

    /** Signs in again with a kept proof (authWithProof): only for its own wallet, until expiry. */
    async signInWithProof(
      input: {
        walletAddress: string;
        authProof: { walletAddress: string; token: string } | undefined;
      },
      address: string,
      replacing?: string,
    ): Promise<WalletSignedIn> {
      const wallet = walletOf(input.walletAddress);
      return counted(address, async () => {
        const proof = input.authProof;
        if (!proof || normalizeWallet(proof.walletAddress) !== wallet) throw proofRefused();
        const userId = await wallets.proofUser(sha256(proof.token), wallet, clock.now());
        if (!userId) throw proofRefused();
        return signInAs(userId, replacing);
      });
    },
  };
}

/** The wallet sign-in service's shape. */
export type WalletAuthService = ReturnType<typeof createWalletAuthService>;
