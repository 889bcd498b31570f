import { WALLET_NONCE_TTL_MS, WALLET_TEXTS } from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import { randomBytes } from 'node:crypto';
import type { Clock } from '~/clock';
import { AppError } from '~/errors';
import { buildChallenge, challengeNonce, signedBy, type Site } from './siwe-challenge';
import type { WalletRepo } from './wallet.repo';

/** A challenge handed out: the message to sign, its nonce and when it dies. */
export interface Challenge {
  challenge: string;
  nonce: string;
  expiresAt: Date;
}

/** The refusal of any signature that does not prove the wallet, whatever the cause. */
export const signatureRefused = () =>
  new AppError('unauthenticated', REASONS.invalidSignature, WALLET_TEXTS.signatureInvalid);

/**
 * Sign-In with Ethereum challenges: issued for one wallet with a single-use nonce, then
 * checked (our domain and URI, the wallet, live, signed by it) and spent once.
 */
export function createChallenges(deps: { wallets: WalletRepo; clock: Clock }) {
  const { wallets, clock } = deps;
  return {
    async issue(wallet: `0x${string}`, site: Site): Promise<Challenge> {
      const now = clock.now();
      // 32 hex characters: EIP-4361 wants at least 8 alphanumerics.
      const nonce = randomBytes(16).toString('hex');
      const expiresAt = new Date(now.getTime() + WALLET_NONCE_TTL_MS);
      await wallets.addNonce({ nonce, walletAddress: wallet, expiresAt });
      return { challenge: buildChallenge({ wallet, nonce, site, now }), nonce, expiresAt };
    },

    /** Proves the caller holds the wallet, spending the nonce; throws the one refusal otherwise. */
    async verify(
      wallet: `0x${string}`,
      challenge: string,
      signature: string,
      site: Site,
    ): Promise<void> {
      const now = clock.now();
      const nonce = challengeNonce(challenge, wallet, site, now);
      if (!nonce || !(await signedBy(challenge, signature, wallet))) throw signatureRefused();
      if (!(await wallets.spendNonce(nonce, wallet, now))) throw signatureRefused();
    },
  };
}

/** The challenge service's shape. */
export type Challenges = ReturnType<typeof createChallenges>;
