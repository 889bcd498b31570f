import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, storageKeys, writeStored } from '@/lib/local-storage';
import { PROOF_CHECK_MS, watchProof } from './proof-check';

const WALLET = `0x${'ab'.repeat(20)}`;
const OTHER = `0x${'cd'.repeat(20)}`;

function keepProof() {
  writeStored(storageKeys.walletProof, {
    walletAddress: WALLET,
    token: 't',
    issuedAt: '1',
    expiresAt: String(Math.floor(Date.now() / 1000) + 7 * 86_400),
    userId: 'u1',
  });
}

/** A wallet whose connected account the test changes without any event. */
function fakeWallet() {
  const wallet = {
    account: WALLET,
    checks: 0,
    request: () => {
      wallet.checks += 1;
      return Promise.resolve([wallet.account]);
    },
  };
  return wallet;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the kept proof checked against the connected wallet (spec 1 §4, §9: 60 s)', () => {
  it('checks on start and then every 60 s, and clears the proof on a mismatch', async () => {
    keepProof();
    const wallet = fakeWallet();
    const mismatch = vi.fn();
    const stop = watchProof(wallet, mismatch);
    await vi.advanceTimersByTimeAsync(0);
    expect(wallet.checks).toBe(1);

    // The wallet changes account silently (no accountsChanged event): only the timer sees it.
    wallet.account = OTHER;
    await vi.advanceTimersByTimeAsync(PROOF_CHECK_MS - 1);
    expect(wallet.checks).toBe(1);
    expect(readStored(storageKeys.walletProof)).not.toBeNull();
    expect(mismatch).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(PROOF_CHECK_MS).toBe(60_000);
    expect(wallet.checks).toBe(2);
    expect(readStored(storageKeys.walletProof)).toBeNull();
    expect(mismatch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps checking while the wallet matches, and stops when asked', async () => {
    keepProof();
    const wallet = fakeWallet();
    const mismatch = vi.fn();
    const stop = watchProof(wallet, mismatch);
    await vi.advanceTimersByTimeAsync(3 * PROOF_CHECK_MS);
    expect(wallet.checks).toBe(4);
    expect(readStored(storageKeys.walletProof)).not.toBeNull();
    stop();
    wallet.account = OTHER;
    await vi.advanceTimersByTimeAsync(5 * PROOF_CHECK_MS);
    expect(wallet.checks).toBe(4);
    expect(mismatch).not.toHaveBeenCalled();
  });

  it('clears a mismatched proof at once, on start (the load)', async () => {
    keepProof();
    const wallet = fakeWallet();
    wallet.account = OTHER;
    const mismatch = vi.fn();
    const stop = watchProof(wallet, mismatch);
    await vi.advanceTimersByTimeAsync(0);
    expect(readStored(storageKeys.walletProof)).toBeNull();
    expect(mismatch).toHaveBeenCalledTimes(1);
    stop();
  });
});
