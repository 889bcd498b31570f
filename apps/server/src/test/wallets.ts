import { Code } from '@connectrpc/connect';
import { ErrorDetailSchema } from '@earshot/contract/common/v1/error';
import { WalletService } from '@earshot/contract/account/v1/wallet';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { failure, rpcClient } from './rpc-client';
import type { TestServer } from './test-server';

/** A wallet held by the test: a real secp256k1 key. */
export function newWallet(): PrivateKeyAccount {
  return privateKeyToAccount(generatePrivateKey());
}

/** The WalletService client, as the holder of `token` when given. */
export const walletClient = (t: TestServer, token?: string) =>
  rpcClient(WalletService, t.baseUrl, 'connect', token);

/** A challenge for `wallet`, signed by `signer` (the wallet itself unless told). */
export async function signedChallenge(
  t: TestServer,
  wallet: PrivateKeyAccount,
  signer: PrivateKeyAccount = wallet,
) {
  const { challenge } = await walletClient(t).getWalletChallenge({
    walletAddress: wallet.address,
  });
  return {
    walletAddress: wallet.address,
    challenge,
    signature: await signer.signMessage({ message: challenge }),
  };
}

/** Signs in with a wallet through the real RPCs: challenge, personal_sign, authWithSignature. */
export async function walletSignIn(t: TestServer, wallet: PrivateKeyAccount) {
  return walletClient(t).authWithSignature(await signedChallenge(t, wallet));
}

/** The Connect error of a call that must fail, with its reason. */
export async function refusal(promise: Promise<unknown>) {
  const err = await failure(promise);
  return {
    code: err.code,
    message: err.rawMessage,
    reason: err.findDetails(ErrorDetailSchema)[0]?.reason,
  };
}

/** Expects a refused signature: Unauthenticated, the one message, reason invalid_signature. */
export async function expectSignatureRefused(promise: Promise<unknown>) {
  expect(await refusal(promise)).toMatchObject({
    code: Code.Unauthenticated,
    reason: 'invalid_signature',
  });
}
