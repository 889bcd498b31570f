import { beforeEach, describe, expect, it } from 'vitest';
import { browser, signUp, type Browser } from '~/test/accounts';
import { useTestServerWithGoogle } from '~/test/google';
import { newWallet, signedChallenge, walletClient } from '~/test/wallets';

const CLIENT_ID = 'earshot-link-client';
let n = 0;
let sub: string;
let claims: Record<string, unknown>;
const { t } = useTestServerWithGoogle(CLIENT_ID, (token) => {
  Object.assign(token.payload, { sub }, claims);
});
beforeEach(() => {
  n += 1;
  sub = `google-link-${n}`;
  claims = { email: `gwen${n}@example.com`, email_verified: true, name: 'Gwen' };
});

/** A browser signed in with a new wallet (the session cookie from AuthWithSignature). */
async function walletBrowser() {
  const client = browser(t.baseUrl);
  const wallet = newWallet();
  const body = await signedChallenge(t, wallet);
  const res = await client.post<{ user: { id: string } }>(
    '/rpc/earshot.account.v1.WalletService/AuthWithSignature',
    body,
  );
  expect(res.status).toBe(200);
  return { client, wallet, userId: res.body.user.id };
}

/** The whole round trip; answers where the callback sends the browser back. */
async function linkGoogle(client: Browser, between?: () => void) {
  const start = await client.get('/api/auth/link-web3-oauth');
  expect(start.status).toBe(302);
  const to = start.headers.get('location') ?? '';
  if (!to.startsWith('http')) return to;
  expect(start.headers.getSetCookie().join('\n')).toMatch(
    /earshot_oauth_wallet=0x[0-9a-f]{40}; Path=\/api\/auth\/link-web3-oauth; Max-Age=900/,
  );
  const atProvider = await fetch(to, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location') ?? '');
  expect(callback.pathname).toBe('/api/auth/link-web3-oauth/callback');
  between?.();
  const res = await client.get(`${callback.pathname}${callback.search}`);
  expect(res.status).toBe(302);
  return res.headers.get('location');
}

describe('Google linking for a wallet user (/api/auth/link-web3-oauth)', () => {
  it('links Google and its verified e-mail to the wallet account', async () => {
    const { client, userId } = await walletBrowser();
    expect(await linkGoogle(client)).toBe('/?oauth_success=web3_linked');
    const session = await client.get<{ user: { id: string; email: string } }>('/api/auth/session');
    expect(session.body.user).toMatchObject({ id: userId, email: claims.email });
    // Google now signs in to the same account.
    const viaGoogle = browser(t.baseUrl);
    const start = await viaGoogle.get('/api/auth/google');
    const atProvider = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location') ?? '');
    await viaGoogle.get(`${callback.pathname}${callback.search}`);
    const other = await viaGoogle.get<{ user: { id: string } }>('/api/auth/session');
    expect(other.body.user.id).toBe(userId);
  });

  it('refuses an e-mail another account registered, changing nothing', async () => {
    await signUp(t, { email: `gwen${n}@example.com` });
    const { client } = await walletBrowser();
    expect(await linkGoogle(client)).toBe('/?oauth_error=email_already_registered');
    const session = await client.get<{ user: { email: string | null } }>('/api/auth/session');
    expect(session.body.user.email).toBeNull();
  });

  it('refuses a visitor, a user without a wallet, and a wallet cookie of another wallet', async () => {
    expect(await linkGoogle(browser(t.baseUrl))).toBe('/?oauth_error=oauth_request_not_found');
    const { client: emailOnly } = await signUp(t, { email: `plain${n}@example.com` });
    expect(await linkGoogle(emailOnly)).toBe('/?oauth_error=wallet_not_found');
    const { client } = await walletBrowser();
    expect(
      await linkGoogle(client, () => client.jar.set('earshot_oauth_wallet', newWallet().address)),
    ).toBe('/?oauth_error=security_violation_wallet_mismatch');
  });

  it('refuses a Google account linked to another user, and an unverified e-mail', async () => {
    const first = await walletBrowser();
    expect(await linkGoogle(first.client)).toBe('/?oauth_success=web3_linked');
    const second = await walletBrowser();
    expect(await linkGoogle(second.client)).toBe('/?oauth_error=email_already_exists');
    sub = `google-link-unverified-${n}`;
    claims = { email: `unverified${n}@example.com`, email_verified: false };
    const third = await walletBrowser();
    expect(await linkGoogle(third.client)).toBe('/?oauth_error=oauth_processing_error');
  });

  it('refuses a wallet user whose e-mail differs from Google’s', async () => {
    // A dual user: an e-mail account that linked a wallet.
    const dual = await signUp(t, { email: `dual${n}@example.com` });
    const linkedWallet = newWallet();
    await walletClient(t, dual.token).linkWalletToWeb2Account(
      await signedChallenge(t, linkedWallet),
    );
    expect(await linkGoogle(dual.client)).toBe('/?oauth_error=user_already_has_different_email');
  });
});
