import { createRouterTransport } from '@connectrpc/connect';
import { WalletService } from '@earshot/contract/account/v1/wallet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, storageKeys, writeStored } from '@/lib/local-storage';
import { rememberConnection } from './wallet-connection';
import { reconnectWallet } from './wallet-reconnect';
import { clearWeb3State, reconnectLimits, savedWeb3State, saveWeb3State } from './web3-state';

const WALLET = `0x${'cd'.repeat(20)}`;
const MINUTE = 60_000;

function keepProof(walletAddress = WALLET) {
  const expiresAt = String(Math.floor(Date.now() / 1000) + 3600);
  writeStored(storageKeys.walletProof, {
    walletAddress,
    token: 't',
    issuedAt: '1',
    expiresAt,
    userId: 'u1',
  });
}

/** A wallet whose eth_accounts answers from `answers` in turn (an Error is thrown). */
function installWallet(answers: (string[] | Error)[]) {
  const calls: number[] = [];
  (window as { ethereum?: unknown }).ethereum = {
    request: () => {
      calls.push(Date.now());
      const next = answers.shift() ?? new Error('none');
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
  };
  return calls;
}

/** The wallet service as an in-memory router: counts proof sign-ins. */
function walletService() {
  const proofs: string[] = [];
  const transport = createRouterTransport(({ service }) => {
    service(WalletService, {
      authWithProof: (request) => {
        proofs.push(request.walletAddress);
        return {};
      },
    });
  });
  return { transport, proofs };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
  vi.useRealTimers();
});

describe('the saved web3 state (spec 1 §4, §9)', () => {
  it('lives 30 minutes, then is cleared', () => {
    const now = Date.now();
    saveWeb3State(WALLET, now);
    expect(savedWeb3State(now + 30 * MINUTE)).toEqual({ walletAddress: WALLET, savedAt: now });
    expect(savedWeb3State(now + 30 * MINUTE + 1)).toBeUndefined();
    expect(readStored(storageKeys.web3State)).toBeNull();
  });

  it('is forgotten on request', () => {
    saveWeb3State(WALLET);
    clearWeb3State();
    expect(savedWeb3State()).toBeUndefined();
  });
});

describe('auto-reconnect on load', () => {
  it('does not touch the wallet without a remembered connection', async () => {
    keepProof();
    saveWeb3State(WALLET);
    const calls = installWallet([[WALLET]]);
    const service = walletService();
    expect(await reconnectWallet(service.transport)).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('restores the connection but signs in only with a saved state (30 min)', async () => {
    keepProof();
    rememberConnection(WALLET);
    const calls = installWallet([[WALLET]]);
    const service = walletService();
    expect(await reconnectWallet(service.transport)).toBe(false);
    expect(calls).toHaveLength(1);
    expect(service.proofs).toEqual([]);
    expect(readStored(storageKeys.walletProof)).not.toBeNull();
  });

  it('tries 3 times, 200 ms doubling, then signs in with the kept proof', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    keepProof();
    saveWeb3State(WALLET);
    rememberConnection(WALLET);
    const calls = installWallet([new Error('locked'), new Error('locked'), [WALLET]]);
    const service = walletService();
    const result = reconnectWallet(service.transport);
    await vi.advanceTimersByTimeAsync(reconnectLimits.baseMs * 3);
    expect(await result).toBe(true);
    expect(calls.map((at) => at - (calls[0] ?? 0))).toEqual([0, 200, 600]);
    expect(service.proofs).toEqual([WALLET]);
  });

  it('gives up after 3 failed tries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    keepProof();
    saveWeb3State(WALLET);
    rememberConnection(WALLET);
    const calls = installWallet([]);
    const service = walletService();
    const result = reconnectWallet(service.transport);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await result).toBe(false);
    expect(calls).toHaveLength(3);
    expect(service.proofs).toEqual([]);
  });

  it('does not sign in when the wallet now holds another account, and drops the proof', async () => {
    keepProof();
    saveWeb3State(WALLET);
    rememberConnection(WALLET);
    installWallet([[`0x${'ef'.repeat(20)}`]]);
    const service = walletService();
    expect(await reconnectWallet(service.transport)).toBe(false);
    expect(service.proofs).toEqual([]);
    // Spec 1 §4: a kept proof is checked against the connected wallet on load.
    expect(readStored(storageKeys.walletProof)).toBeNull();
    expect(readStored(storageKeys.walletConnection)).toBeNull();
  });
});
