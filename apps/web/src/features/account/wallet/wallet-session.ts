import { Code, ConnectError, createClient, type Transport } from '@connectrpc/connect';
import { WalletService } from '@earshot/contract/account/v1/wallet';
import { ErrorDetailSchema } from '@earshot/contract/common/v1/error';
import { dropProof, keepProof, storedProof } from './proof-store';
import { rememberConnection } from './wallet-connection';
import { saveWeb3State } from './web3-state';
import { hexOf, knownWallet, providerCode, type Eip1193Provider } from './eip1193';
import { walletTexts } from './wallet-texts';

/** A wallet step that failed, with the spec's words and, for the toast, a title. */
export class WalletFailure extends Error {
  constructor(
    message: string,
    readonly title: string = walletTexts.connectionFailed,
    /** The user said no in the wallet (EIP-1193 4001). */
    readonly rejected = false,
  ) {
    super(message);
    this.name = 'WalletFailure';
  }
}

export { clearProof, storedProof } from './proof-store';

/** The wallet, or 'MetaMask is not installed'. */
function provider(): Eip1193Provider {
  const found = knownWallet();
  if (!found) throw new WalletFailure(walletTexts.notInstalled, walletTexts.metaMaskRequired);
  return found;
}

/** Asks the wallet for its account (eth_requestAccounts), in the spec's words when it fails. */
async function connect(wallet: Eip1193Provider): Promise<string> {
  let accounts: unknown;
  try {
    accounts = await wallet.request({ method: 'eth_requestAccounts' });
  } catch (error) {
    const code = providerCode(error);
    if (code === 4001) throw new WalletFailure(walletTexts.connectRejected, undefined, true);
    if (code === -32002) throw new WalletFailure(walletTexts.connectPending);
    throw new WalletFailure(walletTexts.connectFailed);
  }
  const first: unknown = Array.isArray(accounts) ? (accounts as unknown[])[0] : undefined;
  if (typeof first !== 'string') throw new WalletFailure(walletTexts.noAccounts);
  rememberConnection(first.toLowerCase());
  return first.toLowerCase();
}

/** personal_sign of the challenge, in the spec's words when it fails. */
async function sign(wallet: Eip1193Provider, address: string, challenge: string) {
  try {
    const signature = await wallet.request({
      method: 'personal_sign',
      params: [hexOf(challenge), address],
    });
    if (typeof signature !== 'string') throw new Error('no signature');
    return signature;
  } catch (error) {
    if (providerCode(error) === 4001) {
      throw new WalletFailure(walletTexts.signRejected, undefined, true);
    }
    throw new WalletFailure(walletTexts.signFailed);
  }
}

/** The server's refusal as a failure: the linking codes get their spec titles. */
function refusal(error: unknown): WalletFailure {
  const err = ConnectError.from(error);
  const reason = err.findDetails(ErrorDetailSchema)[0]?.reason;
  if (reason === 'WALLET_ALREADY_CONNECTED') {
    return new WalletFailure(err.rawMessage, walletTexts.walletLinkedElsewhere);
  }
  if (reason === 'WALLET_ALREADY_LINKED') {
    return new WalletFailure(err.rawMessage, walletTexts.walletAlreadyConnected);
  }
  if (err.code === Code.Unknown || err.code === Code.Unavailable) {
    return new WalletFailure(walletTexts.connectFailed);
  }
  return new WalletFailure(err.rawMessage);
}

interface Connected {
  wallet: Eip1193Provider;
  walletAddress: string;
}

/** The wallet and its account (eth_requestAccounts). */
async function connectWallet(): Promise<Connected> {
  const wallet = provider();
  return { wallet, walletAddress: await connect(wallet) };
}

/** A challenge from the server, signed by the connected wallet. */
async function signedChallenge(transport: Transport, connected?: Connected) {
  const { wallet, walletAddress } = connected ?? (await connectWallet());
  const client = createClient(WalletService, transport);
  try {
    const { challenge } = await client.getWalletChallenge({ walletAddress });
    return {
      client,
      walletAddress,
      challenge,
      signature: await sign(wallet, walletAddress, challenge),
    };
  } catch (error) {
    throw error instanceof WalletFailure ? error : refusal(error);
  }
}

/**
 * Signs in with the kept proof when it is this wallet's (no signature); a refused proof is
 * forgotten. Resolves to whether it signed in.
 */
export async function signInWithProof(transport: Transport, walletAddress: string) {
  const kept = storedProof();
  if (kept?.walletAddress !== walletAddress) return false;
  try {
    await createClient(WalletService, transport).authWithProof({
      walletAddress,
      authProof: { ...kept, issuedAt: BigInt(kept.issuedAt), expiresAt: BigInt(kept.expiresAt) },
    });
  } catch {
    dropProof();
    return false;
  }
  saveWeb3State(walletAddress);
  return true;
}

/**
 * Signs in with the wallet: the kept proof when it is this wallet's, else a signed challenge
 * (which keeps a new proof). The server sets the session cookie.
 */
export async function signInWithWallet(transport: Transport): Promise<{ isNewUser: boolean }> {
  const connected = await connectWallet();
  if (await signInWithProof(transport, connected.walletAddress)) return { isNewUser: false };
  const signed = await signedChallenge(transport, connected);
  try {
    const result = await signed.client.authWithSignature(signed);
    const proof = result.authProof;
    if (proof) {
      keepProof({
        walletAddress: proof.walletAddress,
        token: proof.token,
        issuedAt: String(proof.issuedAt),
        expiresAt: String(proof.expiresAt),
        userId: proof.userId,
      });
    }
    saveWeb3State(signed.walletAddress);
    return { isNewUser: result.isNewUser };
  } catch (error) {
    throw refusal(error);
  }
}

/** Connect Wallet: links the connected wallet to the signed-in account (a signed challenge). */
export async function linkWallet(transport: Transport): Promise<void> {
  let signed;
  try {
    signed = await signedChallenge(transport);
  } catch (error) {
    // A rejection while linking has its own words (spec 1 §8 Wallet link).
    if (error instanceof WalletFailure && error.rejected) {
      const connecting = error.message === walletTexts.connectRejected;
      throw new WalletFailure(
        connecting ? walletTexts.linkConnectRejected : walletTexts.linkSignRejected,
        undefined,
        true,
      );
    }
    throw error;
  }
  try {
    await signed.client.linkWalletToWeb2Account(signed);
  } catch (error) {
    throw refusal(error);
  }
}
