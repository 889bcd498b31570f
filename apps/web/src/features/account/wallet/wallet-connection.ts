import { readStored, storageKeys, writeStored } from '@/lib/local-storage';

/** Spec 1 §4, §9: the wallet connection is remembered for 24 hours. */
export const CONNECTION_MS = 24 * 60 * 60 * 1000;

/** Which wallet account this device connected, and when (spec 1 §4 "wallet connection"). */
export interface WalletConnection {
  walletAddress: string;
  connectedAt: number;
}

/**
 * Remembers the account the wallet granted (eth_requestAccounts). A later grant replaces it;
 * a silent reconnect does not extend it: 24 hours after the person last approved, the
 * wallet asks again.
 */
export function rememberConnection(walletAddress: string, now = Date.now()) {
  writeStored(storageKeys.walletConnection, {
    walletAddress,
    connectedAt: now,
  } satisfies WalletConnection);
}

/** Forgets the wallet connection (a disconnect, an account switch, a web3 sign-out). */
export function forgetConnection() {
  writeStored(storageKeys.walletConnection, null);
}

/** The remembered connection while younger than 24 hours; an older one is forgotten. */
export function rememberedConnection(now = Date.now()): WalletConnection | undefined {
  const value = readStored(storageKeys.walletConnection) as Partial<WalletConnection> | null;
  if (typeof value?.walletAddress !== 'string' || typeof value.connectedAt !== 'number') {
    return undefined;
  }
  if (now - value.connectedAt > CONNECTION_MS || value.connectedAt > now) {
    forgetConnection();
    return undefined;
  }
  return { walletAddress: value.walletAddress, connectedAt: value.connectedAt };
}
