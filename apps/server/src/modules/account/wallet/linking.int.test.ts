import { Code } from '@connectrpc/connect';
import { epToMilliEp } from '@earshot/domain';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { systemClock } from '~/clock';
import { createLedger } from '~/modules/rewards';
import { rpcClient } from '~/test/rpc-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { browser, latestCode, nextCode, PASSWORD, signUp } from '~/test/accounts';
import { useTestServer } from '~/test/fixture';
import {
  expectSignatureRefused,
  newWallet,
  refusal,
  signedChallenge,
  walletClient,
  walletSignIn,
} from '~/test/wallets';

const t = useTestServer();
let email: string;
beforeEach(() => (email = t.address('link')));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const WALLET_TAKEN =
  'This wallet is already connected to another account. Each wallet can only be associated with one user account.';

describe('Connect Wallet (linkWalletToWeb2Account)', () => {
  it('links a wallet to an e-mail account: one account, whichever way in', async () => {
    const { user, token } = await signUp(t, { email });
    const wallet = newWallet();
    const client = walletClient(t, token);
    expect(
      (await client.checkWalletLinkingStatus({ walletAddress: wallet.address })).status,
    ).toMatchObject({ canLink: true, alreadyLinked: false });
    const linked = await client.linkWalletToWeb2Account(await signedChallenge(t, wallet));
    expect(linked.user).toMatchObject({
      id: user.id,
      email,
      walletAddress: wallet.address.toLowerCase(),
    });
    expect(linked.message).toBe('Wallet Linked');
    expect(await client.getAccountStatus({})).toMatchObject({
      primaryMethod: 'web2',
      hasWeb2Auth: true,
      hasWeb3Auth: true,
      hasLinkedAccounts: true,
      hasPassword: true,
    });
    expect(
      (await client.checkWalletLinkingStatus({ walletAddress: wallet.address })).status,
    ).toMatchObject({ canLink: false, alreadyLinked: true });

    // The wallet now signs in to the same account; sessions of both methods are the user's.
    const viaWallet = await walletSignIn(t, wallet);
    expect(viaWallet.isNewUser).toBe(false);
    expect(viaWallet.user?.id).toBe(user.id);
    const session = await browser(t.baseUrl).get<{ user: { id: string } }>('/api/auth/session', {
      headers: bearer(viaWallet.sessionToken),
    });
    expect(session.body.user.id).toBe(user.id);
    // EP follow the account, not the method: what the e-mail sign-in earned, the wallet sees.
    await createLedger(t.database.db, { clock: systemClock }).append({
      userId: user.id,
      kind: 'bonus',
      amountMilliEp: epToMilliEp(100),
      idempotencyKey: `bonus:linking-test:${user.id}`,
    });
    const points = (sessionToken: string) =>
      rpcClient(RewardsService, t.baseUrl, 'connect', sessionToken).getUserPoints({});
    expect((await points(token)).currentPoints).toBe(100);
    expect((await points(viaWallet.sessionToken)).currentPoints).toBe(100);
  });

  it('refuses a wallet that belongs to another account, changing nothing', async () => {
    const wallet = newWallet();
    const owner = await walletSignIn(t, wallet);
    const { user, token } = await signUp(t, { email });
    const client = walletClient(t, token);
    expect(
      (await client.checkWalletLinkingStatus({ walletAddress: wallet.address })).status,
    ).toMatchObject({
      canLink: false,
      alreadyLinked: false,
      code: 'WALLET_ALREADY_CONNECTED',
      errorMessage: WALLET_TAKEN,
    });
    expect(await refusal(client.linkWalletToWeb2Account(await signedChallenge(t, wallet)))).toEqual(
      { code: Code.AlreadyExists, reason: 'WALLET_ALREADY_CONNECTED', message: WALLET_TAKEN },
    );
    expect((await client.getAccountStatus({})).hasWeb3Auth).toBe(false);
    const again = await walletSignIn(t, wallet);
    expect(again.user?.id).toBe(owner.user?.id);
    expect(again.user?.id).not.toBe(user.id);
  });

  it('refuses a second wallet for an account that has one', async () => {
    const { token } = await signUp(t, { email });
    const client = walletClient(t, token);
    await client.linkWalletToWeb2Account(await signedChallenge(t, newWallet()));
    const second = newWallet();
    expect(
      await refusal(client.linkWalletToWeb2Account(await signedChallenge(t, second))),
    ).toMatchObject({
      code: Code.AlreadyExists,
      reason: 'WALLET_ALREADY_LINKED',
    });
    expect((await walletSignIn(t, second)).isNewUser).toBe(true);
  });

  it('refuses a wallet switch mid-flow and an unsigned link; needs a session', async () => {
    const { token } = await signUp(t, { email });
    const client = walletClient(t, token);
    const wallet = newWallet();
    // The challenge was for one wallet, the wallet now connected signed it.
    await expectSignatureRefused(
      client.linkWalletToWeb2Account(await signedChallenge(t, wallet, newWallet())),
    );
    await expectSignatureRefused(
      client.linkWalletToWeb2Account({
        walletAddress: wallet.address,
        challenge: '',
        signature: '',
      }),
    );
    expect(
      await refusal(walletClient(t).linkWalletToWeb2Account(await signedChallenge(t, wallet))),
    ).toMatchObject({
      code: Code.Unauthenticated,
      message: 'Authentication required. Please sign in.',
    });
    expect(await refusal(client.checkWalletLinkingStatus({ walletAddress: 'nope' }))).toMatchObject(
      { code: Code.InvalidArgument, message: 'Invalid wallet address provided' },
    );
    expect((await client.getAccountStatus({})).hasWeb3Auth).toBe(false);
  });
});

describe('Connect Email (send-otp and verify-otp with a wallet)', () => {
  const connect = async () => {
    const wallet = newWallet();
    const signedIn = await walletSignIn(t, wallet);
    const client = browser(t.baseUrl);
    const auth = { headers: bearer(signedIn.sessionToken) };
    return { wallet, signedIn, client, auth };
  };

  it('links an e-mail and password by a mailed code; both ways in reach one account', async () => {
    const { wallet, signedIn, client, auth } = await connect();
    const rpc = walletClient(t, signedIn.sessionToken);
    const before = (await rpc.checkEmailLinkingStatus({ email })).status;
    expect(before).toMatchObject({ canLink: true, alreadyLinked: false });
    expect(before?.code).toBeUndefined();
    const code = nextCode(t, email);
    const sent = await client.post(
      '/api/auth/send-otp',
      { email, walletAddress: wallet.address },
      auth,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const verified = await client.post(
      '/api/auth/verify-otp',
      {
        email,
        otp: await code,
        password: PASSWORD,
        linkToWeb3: true,
        walletAddress: wallet.address,
      },
      auth,
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({
      verified: true,
      user: { id: signedIn.user?.id, email, walletAddress: wallet.address.toLowerCase() },
    });
    expect(await rpc.getAccountStatus({})).toMatchObject({
      primaryMethod: 'web3',
      hasWeb2Auth: true,
      hasWeb3Auth: true,
      hasLinkedAccounts: true,
    });
    const viaEmail = await browser(t.baseUrl).post<{ user: { id: string } }>('/api/auth/signin', {
      email,
      password: PASSWORD,
    });
    expect(viaEmail.body.user.id).toBe(signedIn.user?.id);

    // The code is spent: a replay changes nothing.
    const replay = await client.post(
      '/api/auth/verify-otp',
      {
        email,
        otp: latestCode(t, email),
        password: PASSWORD,
        linkToWeb3: true,
        walletAddress: wallet.address,
      },
      auth,
    );
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({ code: 'EMAIL_ALREADY_CONNECTED' });
  });

  it('refuses an e-mail registered by another account', async () => {
    await signUp(t, { email });
    const { wallet, signedIn, client, auth } = await connect();
    const refused = await client.post(
      '/api/auth/send-otp',
      { email, walletAddress: wallet.address },
      auth,
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'EMAIL_ALREADY_REGISTERED',
      error: 'This email is already registered with another account',
    });
    expect(
      (await walletClient(t, signedIn.sessionToken).checkEmailLinkingStatus({ email })).status,
    ).toMatchObject({
      canLink: false,
      alreadyLinked: false,
      code: 'EMAIL_ALREADY_REGISTERED',
      errorMessage: 'This email is already registered with another account',
    });
    expect(
      await refusal(
        walletClient(t, signedIn.sessionToken).linkEmailToWeb3Account({
          email,
          password: PASSWORD,
        }),
      ),
    ).toMatchObject({ code: Code.AlreadyExists, reason: 'EMAIL_ALREADY_REGISTERED' });
  });

  it('refuses a wrong or replayed code, another wallet, and a caller without a session', async () => {
    const { wallet, signedIn, client, auth } = await connect();
    const code = nextCode(t, email, /link this e-mail/);
    // The RPC starts the same flow.
    expect(
      await walletClient(t, signedIn.sessionToken).linkEmailToWeb3Account({
        email,
        password: PASSWORD,
      }),
    ).toMatchObject({ email, expiresIn: 300 });
    const otp = await code;
    const body = {
      email,
      otp,
      password: PASSWORD,
      linkToWeb3: true,
      walletAddress: wallet.address,
    };
    const wrong = await client.post(
      '/api/auth/verify-otp',
      { ...body, otp: otp === '000000' ? '111111' : '000000' },
      auth,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: 'Invalid or expired verification code. Please try again.',
    });
    const otherWallet = await client.post(
      '/api/auth/verify-otp',
      { ...body, walletAddress: newWallet().address },
      auth,
    );
    expect(otherWallet.status).toBe(400);
    expect(otherWallet.body).toMatchObject({ code: 'wallet_mismatch' });
    const anonymous = await browser(t.baseUrl).post('/api/auth/verify-otp', body);
    expect(anonymous.status).toBe(401);
    const missing = await client.post('/api/auth/send-otp', { email, walletAddress: 'x' }, auth);
    expect(missing.body).toMatchObject({ error: 'Invalid wallet address provided' });
    expect(
      await refusal(
        walletClient(t, signedIn.sessionToken).linkEmailToWeb3Account({ email, password: '' }),
      ),
    ).toMatchObject({
      code: Code.InvalidArgument,
      message: 'Please enter both email and password',
    });
    // Nothing was linked by any of it.
    expect((await walletClient(t, signedIn.sessionToken).getAccountStatus({})).hasWeb2Auth).toBe(
      false,
    );
  });
});
