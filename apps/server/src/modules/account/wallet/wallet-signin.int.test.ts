import { Code } from '@connectrpc/connect';
import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { browser } from '~/test/accounts';
import { useTestServer } from '~/test/fixture';
import { testClock } from '~/test/test-clock';
import { startTestServer } from '~/test/test-server';
import {
  expectSignatureRefused,
  newWallet,
  refusal,
  signedChallenge,
  walletClient,
  walletSignIn,
} from '~/test/wallets';

const clock = testClock('2026-11-25T12:00:00.000Z');
const t = useTestServer({ clock });

const sessionOf = async (token: string) =>
  (
    await browser(t.baseUrl).get<{ user: { id: string; walletAddress: string | null } | null }>(
      '/api/auth/session',
      { headers: { authorization: `Bearer ${token}` } },
    )
  ).body.user;

describe('the wallet challenge', () => {
  it('is an EIP-4361 message for our site, the wallet, with the spec’s visible parts', async () => {
    const wallet = newWallet();
    const res = await walletClient(t).getWalletChallenge({
      walletAddress: `  ${wallet.address.toLowerCase()} `,
    });
    const message = parseSiweMessage(res.challenge);
    const host = new URL(t.baseUrl).host;
    expect(message).toMatchObject({
      domain: host,
      uri: t.baseUrl,
      address: wallet.address,
      chainId: 1,
      version: '1',
      nonce: res.nonce,
    });
    const short = `${wallet.address.slice(0, 6).toLowerCase()}…${wallet.address.slice(-4).toLowerCase()}`;
    expect(message.statement).toBe(
      `Sign in to Earshot with ${short} (2026-11, ${Date.parse('2026-11-25T12:00:00Z') / 1000})`,
    );
    expect(message.issuedAt?.toISOString()).toBe('2026-11-25T12:00:00.000Z');
    expect(message.expirationTime?.toISOString()).toBe('2026-11-25T12:10:00.000Z');
    expect(res.nonce).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a malformed address with the spec’s words', async () => {
    for (const walletAddress of ['', '0x123', `0x${'z'.repeat(40)}`, `${'a'.repeat(42)}`]) {
      expect(await refusal(walletClient(t).getWalletChallenge({ walletAddress }))).toEqual({
        code: Code.InvalidArgument,
        message: 'Invalid wallet address provided',
        reason: 'invalid_wallet_address',
      });
    }
  });
});

describe('authWithSignature', () => {
  it('creates an account for a new wallet, then finds it again; sessions are web3', async () => {
    const wallet = newWallet();
    const first = await walletSignIn(t, wallet);
    expect(first.isNewUser).toBe(true);
    expect(first.user?.walletAddress).toBe(wallet.address.toLowerCase());
    expect(first.user?.email).toBeUndefined();
    expect(first.sessionToken).toMatch(/^[\w-]{43}$/);
    expect(first.authProof).toMatchObject({
      walletAddress: wallet.address.toLowerCase(),
      userId: first.user?.id,
    });
    expect(first.authProof?.expiresAt).toBe(first.authProof!.issuedAt + 7n * 86_400n);
    expect(first.authProof?.token).not.toContain(wallet.address.toLowerCase());
    expect(await sessionOf(first.sessionToken)).toMatchObject({ id: first.user?.id });
    const status = await walletClient(t, first.sessionToken).getAccountStatus({});
    expect(status).toMatchObject({
      primaryMethod: 'web3',
      hasWeb3Auth: true,
      hasWeb2Auth: false,
      hasLinkedAccounts: false,
    });

    const again = await walletSignIn(t, wallet);
    expect(again.isNewUser).toBe(false);
    expect(again.user?.id).toBe(first.user?.id);
    expect(again.sessionToken).not.toBe(first.sessionToken);
  });

  it('sets the session cookie for a browser, and rotates the one it had', async () => {
    const wallet = newWallet();
    const body = await signedChallenge(t, wallet);
    const res = await fetch(`${t.baseUrl}/rpc/earshot.account.v1.WalletService/AuthWithSignature`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'earshot_session=old' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    const { sessionToken } = (await res.json()) as { sessionToken: string };
    const cookie = res.headers.getSetCookie().join('\n');
    expect(cookie).toContain(`earshot_session=${sessionToken}`);
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it('refuses a reused nonce, and a second sign-in never makes a second account', async () => {
    const wallet = newWallet();
    const signed = await signedChallenge(t, wallet);
    const first = await walletClient(t).authWithSignature(signed);
    await expectSignatureRefused(walletClient(t).authWithSignature(signed));
    const again = await walletSignIn(t, wallet);
    expect(again.user?.id).toBe(first.user?.id);
    expect(again.isNewUser).toBe(false);
  });

  it('refuses a signature by another key, a tampered message, another domain, another wallet', async () => {
    const wallet = newWallet();
    const other = newWallet();
    const client = walletClient(t);
    // Another key signed the wallet's challenge.
    await expectSignatureRefused(client.authWithSignature(await signedChallenge(t, wallet, other)));
    // The message was changed after signing.
    const signed = await signedChallenge(t, wallet);
    await expectSignatureRefused(
      client.authWithSignature({
        ...signed,
        challenge: signed.challenge.replace('Sign in to Earshot', 'Sign in to Earshot now'),
      }),
    );
    // The same nonce in a message for a phishing domain, signed by the wallet.
    const phishing = signed.challenge.replace(new URL(t.baseUrl).host, 'earshot.example.net');
    await expectSignatureRefused(
      client.authWithSignature({
        walletAddress: wallet.address,
        challenge: phishing,
        signature: await wallet.signMessage({ message: phishing }),
      }),
    );
    // The wallet's challenge presented as another wallet's.
    await expectSignatureRefused(
      client.authWithSignature({ ...signed, walletAddress: other.address }),
    );
    // Not a signature, not a message.
    await expectSignatureRefused(client.authWithSignature({ ...signed, signature: '0x1234' }));
    await expectSignatureRefused(
      client.authWithSignature({
        walletAddress: wallet.address,
        challenge: 'hello',
        signature: await wallet.signMessage({ message: 'hello' }),
      }),
    );
    // The untouched original still works once: none of the above spent it or made an account.
    const ok = await client.authWithSignature(signed);
    expect(ok.isNewUser).toBe(true);
  });

  it('refuses an expired nonce', async () => {
    const wallet = newWallet();
    const signed = await signedChallenge(t, wallet);
    clock.advance(10 * 60_000 + 1);
    await expectSignatureRefused(walletClient(t).authWithSignature(signed));
  });
});

describe('authWithProof', () => {
  it('signs in again for 7 days, only for its own wallet, never after', async () => {
    const wallet = newWallet();
    const other = newWallet();
    const first = await walletSignIn(t, wallet);
    const authProof = first.authProof!;
    const again = await walletClient(t).authWithProof({ walletAddress: wallet.address, authProof });
    expect(again.user?.id).toBe(first.user?.id);
    expect(await sessionOf(again.sessionToken)).toMatchObject({ id: first.user?.id });

    const refused = { code: Code.Unauthenticated, reason: 'invalid_auth_proof' };
    const client = walletClient(t);
    expect(
      await refusal(client.authWithProof({ walletAddress: other.address, authProof })),
    ).toMatchObject(refused);
    expect(
      await refusal(
        client.authWithProof({
          walletAddress: other.address,
          authProof: { ...authProof, walletAddress: other.address.toLowerCase() },
        }),
      ),
    ).toMatchObject(refused);
    expect(
      await refusal(
        client.authWithProof({
          walletAddress: wallet.address,
          authProof: { ...authProof, token: tampered(authProof.token) },
        }),
      ),
    ).toMatchObject(refused);
    expect(await refusal(client.authWithProof({ walletAddress: wallet.address }))).toMatchObject(
      refused,
    );

    clock.advance(7 * 86_400_000 - 1000);
    await client.authWithProof({ walletAddress: wallet.address, authProof });
    clock.advance(1000);
    expect(
      await refusal(client.authWithProof({ walletAddress: wallet.address, authProof })),
    ).toMatchObject(refused);
  });
});

describe('rate limits', () => {
  it('answers 429 in the spec’s words past 30 challenges a minute from one address', async () => {
    const own = await startTestServer();
    try {
      const client = walletClient(own);
      const walletAddress = newWallet().address;
      for (let i = 0; i < 30; i++) await client.getWalletChallenge({ walletAddress });
      expect(await refusal(client.getWalletChallenge({ walletAddress }))).toEqual({
        code: Code.ResourceExhausted,
        message: 'Too many requests. Please try again later.',
        reason: 'rate_limited',
      });
    } finally {
      await own.stop();
    }
  });
});

/** The token with its last character changed (to another one, whatever it was). */
function tampered(token: string) {
  return `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
}
