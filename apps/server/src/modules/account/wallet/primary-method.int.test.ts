import { describe, expect, it } from 'vitest';
import { browser, nextCode, PASSWORD, signUp, type Browser } from '~/test/accounts';
import { useTestServerWithGoogle } from '~/test/google';
import { newWallet, signedChallenge, walletClient } from '~/test/wallets';

// Dual Authentication (spec 1 §4) needs the primary method: the way in that opened the
// session, recorded by every way in (e-mail, Google, wallet) and kept through linking.

const CLIENT_ID = 'earshot-primary-client';
let n = 0;
const google = { sub: '', email: '' };
const { t } = useTestServerWithGoogle(CLIENT_ID, (token) => {
  Object.assign(token.payload, { ...google, email_verified: true, name: 'Gil' });
});

const fresh = (name: string) => {
  n += 1;
  return `${name}${n}@example.com`;
};

interface SessionAnswer {
  user: { id: string; email: string | null; walletAddress: string | null } | null;
  method: string | null;
}

/** The browser's session and the account status, both naming the primary method. */
async function primaryOf(client: Browser) {
  const session = (await client.get<SessionAnswer>('/api/auth/session')).body;
  const token = client.token();
  const status = token ? await walletClient(t, token).getAccountStatus({}) : undefined;
  return { session: session.method, status: status?.primaryMethod, userId: session.user?.id };
}

/** Signs a browser in with a wallet (the cookie from AuthWithSignature, or the proof). */
async function walletBrowser(wallet = newWallet(), client = browser(t.baseUrl)) {
  const res = await client.post<{ user: { id: string }; authProof: unknown }>(
    '/rpc/earshot.account.v1.WalletService/AuthWithSignature',
    await signedChallenge(t, wallet),
  );
  expect(res.status).toBe(200);
  return { client, wallet, userId: res.body.user.id, authProof: res.body.authProof };
}

/** Google's round trip from `start` (sign-in or link) back to the callback's redirect. */
async function throughGoogle(client: Browser, start: string) {
  const begun = await client.get(start);
  const atProvider = await fetch(begun.headers.get('location') ?? '', { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location') ?? '');
  const back = await client.get(`${callback.pathname}${callback.search}`);
  expect(back.status).toBe(302);
  return back.headers.get('location');
}

describe('the primary method, recorded by every way in', () => {
  it('is web2 for an e-mail sign-up and an e-mail sign-in', async () => {
    const email = fresh('pam');
    const up = browser(t.baseUrl);
    await signUp(t, { email }, up);
    expect(await primaryOf(up)).toMatchObject({ session: 'web2', status: 'web2' });

    const again = browser(t.baseUrl);
    const signedIn = await again.post('/api/auth/signin', { email, password: PASSWORD });
    expect(signedIn.body).toMatchObject({ method: 'web2' });
    expect(await primaryOf(again)).toMatchObject({ session: 'web2', status: 'web2' });
  });

  it('is web2 for a Google sign-up and a Google sign-in', async () => {
    google.sub = `primary-google-${n}`;
    google.email = fresh('gil');
    const up = browser(t.baseUrl);
    await throughGoogle(up, '/api/auth/google');
    const first = await primaryOf(up);
    expect(first).toMatchObject({ session: 'web2', status: 'web2' });
    const again = browser(t.baseUrl);
    await throughGoogle(again, '/api/auth/google');
    expect(await primaryOf(again)).toMatchObject({
      session: 'web2',
      status: 'web2',
      userId: first.userId,
    });
  });

  it('is web3 for a wallet sign-up, a wallet sign-in and a proof sign-in', async () => {
    const { client, wallet, userId, authProof } = await walletBrowser();
    expect(await primaryOf(client)).toMatchObject({ session: 'web3', status: 'web3' });
    const again = await walletBrowser(wallet);
    expect(again.userId).toBe(userId);
    expect(await primaryOf(again.client)).toMatchObject({ session: 'web3', status: 'web3' });
    const viaProof = browser(t.baseUrl);
    const res = await viaProof.post('/rpc/earshot.account.v1.WalletService/AuthWithProof', {
      walletAddress: wallet.address.toLowerCase(),
      authProof,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await primaryOf(viaProof)).toMatchObject({ session: 'web3', status: 'web3', userId });
  });
});

describe('the primary method through linking (Dual Authentication)', () => {
  it('stays web3 when a wallet user connects an e-mail; an e-mail sign-in of that account is web2', async () => {
    const { client, wallet, userId } = await walletBrowser();
    const email = fresh('wanda');
    const code = nextCode(t, email);
    const sent = await client.post('/api/auth/send-otp', { email, walletAddress: wallet.address });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const verified = await client.post('/api/auth/verify-otp', {
      email,
      otp: await code,
      password: PASSWORD,
      linkToWeb3: true,
      walletAddress: wallet.address,
    });
    expect(verified.body).toMatchObject({ verified: true, method: 'web3' });
    expect(await primaryOf(client)).toMatchObject({ session: 'web3', status: 'web3', userId });

    // The same account entered by e-mail: that session's primary is the e-mail.
    const viaEmail = browser(t.baseUrl);
    await viaEmail.post('/api/auth/signin', { email, password: PASSWORD });
    expect(await primaryOf(viaEmail)).toMatchObject({ session: 'web2', status: 'web2', userId });
    // Each session keeps its own: the wallet's did not change.
    expect(await primaryOf(client)).toMatchObject({ session: 'web3', userId });
  });

  it('stays web2 when an e-mail user connects a wallet, and when a wallet user links Google it stays web3', async () => {
    const { client, token } = await signUp(t, { email: fresh('eli') });
    const linked = await walletClient(t, token).linkWalletToWeb2Account(
      await signedChallenge(t, newWallet()),
    );
    expect(linked.user?.walletAddress).toMatch(/^0x[0-9a-f]{40}$/);
    expect(await primaryOf(client)).toMatchObject({ session: 'web2', status: 'web2' });

    google.sub = `primary-link-${n}`;
    google.email = fresh('gwyn');
    const wallet = await walletBrowser();
    expect(await throughGoogle(wallet.client, '/api/auth/link-web3-oauth')).toBe(
      '/?oauth_success=web3_linked',
    );
    expect(await primaryOf(wallet.client)).toMatchObject({ session: 'web3', status: 'web3' });
  });

  it('answers no method to a visitor', async () => {
    expect((await browser(t.baseUrl).get<SessionAnswer>('/api/auth/session')).body).toEqual({
      user: null,
      expires: null,
      method: null,
    });
  });
});
