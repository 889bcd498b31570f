import { createRouterTransport } from '@connectrpc/connect';
import { WalletService } from '@earshot/contract/account/v1/wallet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, storageKeys, writeStored } from '@/lib/local-storage';
import {
  CONNECTION_MS,
  forgetConnection,
  rememberConnection,
  rememberedConnection,
} from './wallet-connection';
import { reconnectWallet } from './wallet-reconnect';
import { signInWithWallet } from './wallet-session';
import { saveWeb3State } from './web3-state';

const WALLET = `0x${'ab'.repeat(20)}`;
// A fixed clock: 2026-11-26 00:00 UTC.
const T0 = Date.UTC(2026, 10, 26);
const HOUR = 60 * 60 * 1000;

/** A wallet granting WALLET; counts each call by method. */
function installWallet() {
  const calls: string[] = [];
  (window as { ethereum?: unknown }).ethereum = {
    request: ({ method }: { method: string }) => {
      calls.push(method);
      return Promise.resolve([WALLET]);
    },
  };
  return calls;
}

/** A wallet service that accepts any proof. */
const acceptingService = () =>
  createRouterTransport(({ service }) => {
    service(WalletService, { authWithProof: () => ({}) });
  });

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: T0, toFake: ['Date'] });
});

afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
  vi.useRealTimers();
});

describe('the wallet connection (spec 1 §4, §9: remembered 24 h)', () => {
  it('is remembered for 24 hours from the grant, then forgotten', () => {
    rememberConnection(WALLET);
    expect(CONNECTION_MS).toBe(24 * HOUR);
    vi.setSystemTime(T0 + 24 * HOUR);
    expect(rememberedConnection()).toEqual({ walletAddress: WALLET, connectedAt: T0 });
    vi.setSystemTime(T0 + 24 * HOUR + 1);
    expect(rememberedConnection()).toBeUndefined();
    expect(readStored(storageKeys.walletConnection)).toBeNull();
  });

  it('is forgotten on request, and a hand-edited or future value counts as none', () => {
    rememberConnection(WALLET);
    forgetConnection();
    expect(rememberedConnection()).toBeUndefined();
    writeStored(storageKeys.walletConnection, { walletAddress: WALLET, connectedAt: 'x' });
    expect(rememberedConnection()).toBeUndefined();
    writeStored(storageKeys.walletConnection, { walletAddress: WALLET, connectedAt: T0 + 1 });
    expect(rememberedConnection()).toBeUndefined();
  });

  it('is written when the wallet grants its account at sign-in', async () => {
    installWallet();
    writeStored(storageKeys.walletProof, {
      walletAddress: WALLET,
      token: 't',
      issuedAt: String(T0 / 1000),
      expiresAt: String(T0 / 1000 + 3600),
      userId: 'u1',
    });
    await signInWithWallet(acceptingService());
    expect(rememberedConnection()).toEqual({ walletAddress: WALLET, connectedAt: T0 });
  });

  it('lets a load reconnect the wallet within 24 hours, not after', async () => {
    rememberConnection(WALLET);
    const calls = installWallet();
    vi.setSystemTime(T0 + 24 * HOUR - 1);
    await reconnectWallet(acceptingService());
    expect(calls).toEqual(['eth_accounts']);
    vi.setSystemTime(T0 + 24 * HOUR + 1);
    saveWeb3State(WALLET);
    expect(await reconnectWallet(acceptingService())).toBe(false);
    expect(calls).toEqual(['eth_accounts']);
  });
});
