import type { Eip1193Provider } from './eip1193';
import { clearProof, storedProof } from './proof-store';

/** How often the kept proof is checked against the connected wallet (spec 1 §9). */
export const PROOF_CHECK_MS = 60_000;

/**
 * Checks the kept proof against the wallet's connected account now and every 60 s (spec 1
 * §4): on a mismatch the proof (and the web3 side with it) is cleared and `mismatch` runs.
 * A wallet that answers no account, or fails, is no mismatch. Returns the stop.
 */
export function watchProof(wallet: Eip1193Provider, mismatch: () => void): () => void {
  const check = async () => {
    const proof = storedProof();
    if (!proof) return;
    const accounts = await wallet.request({ method: 'eth_accounts' }).catch(() => []);
    const connected = Array.isArray(accounts) ? (accounts as unknown[])[0] : undefined;
    if (typeof connected !== 'string' || connected.toLowerCase() === proof.walletAddress) return;
    clearProof();
    mismatch();
  };
  void check();
  const timer = setInterval(() => void check(), PROOF_CHECK_MS);
  return () => clearInterval(timer);
}
