import type { Transport } from '@connectrpc/connect';
import { knownWallet } from './eip1193';
import { clearProof } from './proof-store';
import { rememberedConnection } from './wallet-connection';
import { signInWithProof } from './wallet-session';
import { reconnectLimits, savedWeb3State } from './web3-state';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The wallet's connected account without asking the person (eth_accounts): undefined while
 * there is no wallet or it fails, so the caller tries again.
 */
async function silentAccount(): Promise<string | null | undefined> {
  const wallet = knownWallet();
  if (!wallet) return undefined;
  try {
    const accounts = await wallet.request({ method: 'eth_accounts' });
    const first: unknown = Array.isArray(accounts) ? (accounts as unknown[])[0] : undefined;
    return typeof first === 'string' ? first.toLowerCase() : null;
  } catch {
    return undefined;
  }
}

/**
 * Auto-reconnect on load (spec 1 §4 Wallet events): with a wallet connection remembered (24 h),
 * asks the wallet silently for its account (3 tries, 200 ms doubling, within 30 s). Another
 * account than the remembered one is a mismatch: the connection and the kept proof go. The
 * same account with a saved web3 state (30 min) signs in with the proof, no signature.
 * Resolves to whether it signed in.
 */
export async function reconnectWallet(transport: Transport): Promise<boolean> {
  const connection = rememberedConnection();
  if (!connection) return false;
  const deadline = Date.now() + reconnectLimits.overallMs;
  for (let attempt = 0; attempt < reconnectLimits.tries; attempt += 1) {
    if (attempt > 0) await pause(reconnectLimits.baseMs * 2 ** (attempt - 1));
    if (Date.now() > deadline) return false;
    const account = await silentAccount();
    if (account === undefined) continue;
    // No account (a locked wallet) is no answer yet: the connection waits for a later load.
    if (account === null) return false;
    if (account !== connection.walletAddress) {
      clearProof();
      return false;
    }
    return savedWeb3State()?.walletAddress === account && signInWithProof(transport, account);
  }
  return false;
}
