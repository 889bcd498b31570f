import { WALLET_NONCE_TTL_MS, shortWallet } from '@earshot/domain';
import { getAddress, recoverMessageAddress } from 'viem';
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe';

/** Where the challenge is signed for: the site's host (EIP-4361 domain) and origin (URI). */
export interface Site {
  domain: string;
  uri: string;
}

/** The chain id the message names: Ethereum mainnet (sign-in needs no chain call). */
export const CHAIN_ID = 1;

/**
 * The statement line: the spec's visible parts (spec 1 §7 Wallet) — a title, the shortened
 * wallet, year-month and a unix timestamp — on one line, as EIP-4361 wants.
 */
export function statementOf(wallet: string, now: Date): string {
  const month = now.toISOString().slice(0, 7);
  const seconds = Math.floor(now.getTime() / 1000);
  return `Sign in to Earshot with ${shortWallet(wallet)} (${month}, ${seconds})`;
}

/** The EIP-4361 message a wallet signs with personal_sign. */
export function buildChallenge(input: {
  wallet: `0x${string}`;
  nonce: string;
  site: Site;
  now: Date;
}): string {
  const { wallet, nonce, site, now } = input;
  return createSiweMessage({
    address: getAddress(wallet),
    chainId: CHAIN_ID,
    domain: site.domain,
    uri: site.uri,
    version: '1',
    nonce,
    statement: statementOf(wallet, now),
    issuedAt: now,
    expirationTime: new Date(now.getTime() + WALLET_NONCE_TTL_MS),
  });
}

/**
 * The nonce of a challenge that is ours, for this wallet, and live at `now`; undefined when
 * it is not (another domain or URI, another wallet, another chain, expired, issued later,
 * not a SIWE message at all). The nonce itself is checked (and spent) by the caller.
 */
export function challengeNonce(
  challenge: string,
  wallet: `0x${string}`,
  site: Site,
  now: Date,
): string | undefined {
  let message: ReturnType<typeof parseSiweMessage>;
  try {
    message = parseSiweMessage(challenge);
  } catch {
    return undefined;
  }
  const ours =
    validateSiweMessage({ address: getAddress(wallet), domain: site.domain, message, time: now }) &&
    message.uri === site.uri &&
    message.chainId === CHAIN_ID &&
    message.issuedAt !== undefined &&
    message.issuedAt.getTime() <= now.getTime() &&
    message.expirationTime !== undefined;
  return ours ? message.nonce : undefined;
}

/** Whether `signature` is `wallet`'s personal_sign of `challenge` (EOA signatures only). */
export async function signedBy(
  challenge: string,
  signature: string,
  wallet: `0x${string}`,
): Promise<boolean> {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
  try {
    const signer = await recoverMessageAddress({
      message: challenge,
      signature: signature as `0x${string}`,
    });
    return signer.toLowerCase() === wallet;
  } catch {
    return false;
  }
}
