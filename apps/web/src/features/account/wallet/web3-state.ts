import { readStored, storageKeys, writeStored } from '@/lib/local-storage';

/** Spec 1 §9: saved web3 auth state 30 min; auto-reconnect 3 tries, 200 ms doubling, 30 s. */
export const reconnectLimits = {
  stateMs: 30 * 60 * 1000,
  tries: 3,
  baseMs: 200,
  overallMs: 30_000,
} as const;

interface Web3State {
  walletAddress: string;
  savedAt: number;
}

/** Saves the web3 auth state after a wallet sign-in (or a reconnect, which refreshes it). */
export function saveWeb3State(walletAddress: string, now = Date.now()) {
  writeStored(storageKeys.web3State, { walletAddress, savedAt: now } satisfies Web3State);
}

/** Forgets the saved web3 auth state (any sign-out, a wallet switch or disconnect). */
export function clearWeb3State() {
  writeStored(storageKeys.web3State, null);
}

/** The saved web3 auth state while younger than 30 minutes; an older one is cleared. */
export function savedWeb3State(now = Date.now()): Web3State | undefined {
  const value = readStored(storageKeys.web3State) as Partial<Web3State> | null | undefined;
  if (typeof value?.walletAddress !== 'string' || typeof value.savedAt !== 'number') {
    return undefined;
  }
  if (now - value.savedAt > reconnectLimits.stateMs || value.savedAt > now) {
    clearWeb3State();
    return undefined;
  }
  return { walletAddress: value.walletAddress, savedAt: value.savedAt };
}
