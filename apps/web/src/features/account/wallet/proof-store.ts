import { readStored, storageKeys, writeStored } from '@/lib/local-storage';
import { forgetConnection } from './wallet-connection';
import { clearWeb3State } from './web3-state';

/** The proof as kept on the device (spec 1 §3 Web3 auth proof, 7 days). */
export interface StoredProof {
  walletAddress: string;
  token: string;
  issuedAt: string;
  expiresAt: string;
  userId: string;
}

const isProof = (value: unknown): value is StoredProof =>
  typeof value === 'object' &&
  value !== null &&
  ['walletAddress', 'token', 'issuedAt', 'expiresAt', 'userId'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

/** The kept proof while it is live (expiresAt in the future), else nothing. */
export function storedProof(now = Date.now()): StoredProof | undefined {
  const value = readStored(storageKeys.walletProof);
  return isProof(value) && Number(value.expiresAt) * 1000 > now ? value : undefined;
}

/** Keeps the proof a signature sign-in answered. */
export function keepProof(proof: StoredProof) {
  writeStored(storageKeys.walletProof, proof);
}

/** Forgets the kept proof alone (the server refused it). */
export function dropProof() {
  writeStored(storageKeys.walletProof, null);
}

/**
 * Forgets the kept proof, the saved web3 state and the remembered wallet connection: the
 * web3 side is signed out (an account switch, a disconnect, a mismatch, a sign-out).
 */
export function clearProof() {
  dropProof();
  clearWeb3State();
  forgetConnection();
}
