/** A Web3 auth proof's lifetime: 7 days (spec 1 §9). */
export const WEB3_PROOF_TTL_MS = 7 * 86_400_000;

/** How long a wallet challenge's nonce may be used: 10 minutes, once. */
export const WALLET_NONCE_TTL_MS = 10 * 60_000;

/** Wallet challenges handed out per client address in a minute before the call answers 429. */
export const WALLET_CHALLENGES_PER_ADDRESS = { limit: 30, windowMs: 60_000 } as const;

/** The words of wallet sign-in and linking, verbatim from spec 1 §5 and §8 where it gives them. */
export const WALLET_TEXTS = {
  invalidWallet: 'Invalid wallet address provided',
  walletAlreadyConnected:
    'This wallet is already connected to another account. Each wallet can only be associated with one user account.',
  emailRegisteredElsewhere: 'This email is already registered with another account',
  linkCodeInvalid: 'Invalid or expired verification code. Please try again.',
  linkNeedsBoth: 'Please enter both email and password',
  noWallet: 'No wallet connected. Please connect your wallet first.',
  /** Not worded by the spec: the account holds another wallet already. */
  walletAlreadyLinked: 'Your account already has a wallet linked.',
  /** Not worded by the spec: the account holds an e-mail already. */
  emailAlreadyConnected: 'Your account already has an email linked.',
  /** Not worded by the spec: a challenge not ours, reused, expired or signed by someone else. */
  signatureInvalid:
    'The signature could not be verified. Please sign the latest message with the connected wallet (smart-contract wallets are not supported).',
  /** Not worded by the spec: a proof for another wallet, expired or revoked. */
  proofInvalid: 'Please sign in again with your wallet',
  /** Not worded by the spec: the link's wallet is not the caller's. */
  walletMismatch: 'Wallet address changed. Please connect the wallet of this account.',
  signedIn: 'Signed in with wallet',
  walletLinked: 'Wallet Linked',
} as const;

/**
 * A wallet address as stored: trimmed, lowercased, 0x and 40 hex characters (spec 1 §5);
 * undefined when it is not one.
 */
export function normalizeWallet(value: string | null | undefined): `0x${string}` | undefined {
  const wallet = (value ?? '').trim().toLowerCase();
  return /^0x[0-9a-f]{40}$/.test(wallet) ? (wallet as `0x${string}`) : undefined;
}

/** The wallet as the challenge shows it: 0x1234…abcd. */
export function shortWallet(wallet: string): string {
  return `${wallet.slice(0, 6)}…${wallet.slice(-4)}`;
}
