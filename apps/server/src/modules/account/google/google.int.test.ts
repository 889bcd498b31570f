import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browser, matching, PASSWORD, signUp, type Browser } from '~/test/accounts';
import { accountAddresses } from '~/db/schema';
import { useTestServerWithGoogle } from '~/test/google';
import { startTestServer, type TestServer } from '~/test/test-server';

const CLIENT_ID = 'earshot-test-client';
let n = 0;
let email: string;
let sub: string;
// What the provider puts into the next ID tokens (and how it spoils them, per test).
let claims: Record<string, unknown>;
let spoil:
  ((payload: Record<string, unknown>, header: Record<string, unknown>) => void) | undefined;

const { t, provider } = useTestServerWithGoogle(CLIENT_ID, (token) => {
  Object.assign(token.payload, { sub }, claims);
  spoil?.(token.payload, token.header);
});
beforeEach(() => {
  n += 1;
  email = `fay${n}@example.com`;
  sub = `google-sub-${n}`;
  claims = {
    email,
    email_verified: true,
    name: '  Fay   Google ',
    picture: 'https://lh3.example.com/fay.png',
  };
  spoil = undefined;
});

/** Runs the browser through the whole redirect dance; answers the callback's response. */
async function signInWithGoogle(client: Browser, tamper?: (callback: URL) => void) {
  const start = await client.get('/api/auth/google');
  expect(start.status).toBe(302);
  const atProvider = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location') ?? '');
  tamper?.(callback);
  return client.get(`${callback.pathname}${callback.search}`);
}

const errorOf = (res: { status: number; headers: Headers }) => {
  expect(res.status).toBe(302);
  const location = res.headers.get('location') ?? '';
  return location.startsWith('/auth/error?')
    ? new URLSearchParams(location.split('?')[1]).get('error')
    : location;
};

describe('GET /api/auth/google', () => {
  it('redirects to the provider with PKCE (S256), state and nonce, binding the state to the browser', async () => {
    const client = browser(t.baseUrl);
    const res = await client.get('/api/auth/google');
    const url = new URL(res.headers.get('location') ?? '');
    expect(url.origin).toBe(provider().issuer.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: `${t.baseUrl}/api/auth/google/callback`,
      scope: 'openid email profile',
      state: matching(/^[\w-]{43}$/),
      nonce: matching(/^[\w-]{43}$/),
      code_challenge: matching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(res.headers.getSetCookie()).toEqual([
      `earshot_oauth_state=${url.searchParams.get('state')}; Path=/api/auth/google; Max-Age=1800; HttpOnly; SameSite=Lax`,
    ]);
  });

  it('tells the web that Google is available', async () => {
    expect((await browser(t.baseUrl).get('/api/auth/config')).body).toMatchObject({
      googleEnabled: true,
    });
  });
});

describe('GET /api/auth/google/callback', () => {
  it('creates an account for a new Google user, signs in and redirects to /', async () => {
    const client = browser(t.baseUrl);
    const res = await signInWithGoogle(client);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    const session = await client.get<{ user: { id: string } }>('/api/auth/session');
    expect(session.body.user).toEqual({
      id: matching(/^c[a-z0-9]{24}$/),
      email,
      name: 'Fay Google',
      image: 'https://lh3.example.com/fay.png',
      walletAddress: null,
    });
    const check = await browser(t.baseUrl).post('/api/auth/check-email', { email });
    expect(check.body).toEqual({
      emailExists: true,
      exists: true,
      linkedToGoogle: true,
      hasPassword: false,
    });
    // The same Google account signs in to the same user next time.
    const again = browser(t.baseUrl);
    await signInWithGoogle(again);
    expect((await again.get<{ user: { id: string } }>('/api/auth/session')).body.user.id).toBe(
      session.body.user.id,
    );
    // Its address is kept as a keyed hash, the first sign-in's marked as the sign-up's (ADR 0028).
    const addresses = await t.database.db
      .select()
      .from(accountAddresses)
      .where(eq(accountAddresses.userId, session.body.user.id));
    expect(addresses).toEqual([
      expect.objectContaining({ addressHash: matching(/^[0-9a-f]{64}$/), signUp: true }),
    ]);
  });

  it('signs a deleted Google account in again as a new account (ADR 0023)', async () => {
    const client = browser(t.baseUrl);
    await signInWithGoogle(client);
    const before = await client.get<{ user: { id: string } }>('/api/auth/session');
    expect((await client.post('/api/auth/delete-account')).status).toBe(200);

    const again = browser(t.baseUrl);
    expect((await signInWithGoogle(again)).headers.get('location')).toBe('/');
    const after = await again.get<{ user: { id: string; email: string } }>('/api/auth/session');
    expect(after.body.user).toMatchObject({ email, name: 'Fay Google' });
    expect(after.body.user.id).not.toBe(before.body.user.id);
  });

  it('links an existing e-mail account when the provider says the address is verified', async () => {
    const { user } = await signUp(t, { email });
    const client = browser(t.baseUrl);
    expect((await signInWithGoogle(client)).headers.get('location')).toBe('/');
    expect((await client.get<{ user: { id: string } }>('/api/auth/session')).body.user.id).toBe(
      user.id,
    );
    const check = await browser(t.baseUrl).post('/api/auth/check-email', { email });
    expect(check.body).toEqual({
      emailExists: true,
      exists: true,
      linkedToGoogle: true,
      hasPassword: true,
    });
    expect(
      (await browser(t.baseUrl).post('/api/auth/signin', { email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses to link when the provider does not vouch for the address', async () => {
    await signUp(t, { email });
    claims.email_verified = false;
    const client = browser(t.baseUrl);
    expect(errorOf(await signInWithGoogle(client))).toBe('email_already_registered');
    expect((await client.get('/api/auth/session')).body).toEqual({
      user: null,
      expires: null,
      method: null,
    });
    const check = await browser(t.baseUrl).post('/api/auth/check-email', { email });
    expect(check.body).toMatchObject({ linkedToGoogle: false });
  });

  it('refuses a wrong state', async () => {
    const client = browser(t.baseUrl);
    const res = await signInWithGoogle(client, (callback) =>
      callback.searchParams.set('state', 'forged-state-value-000000000000000000000000'),
    );
    expect(errorOf(res)).toBe('state_mismatch');
    expect((await client.get('/api/auth/session')).body).toEqual({
      user: null,
      expires: null,
      method: null,
    });
  });

  it('refuses a callback from a browser that did not start the sign-in', async () => {
    const starter = browser(t.baseUrl);
    const start = await starter.get('/api/auth/google');
    const atProvider = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location') ?? '');
    const victim = browser(t.baseUrl);
    expect(errorOf(await victim.get(`${callback.pathname}${callback.search}`))).toBe(
      'state_mismatch',
    );
  });

  it('refuses a wrong nonce', async () => {
    spoil = (payload) => {
      payload.nonce = 'someone-elses-nonce';
    };
    expect(errorOf(await signInWithGoogle(browser(t.baseUrl)))).toBe('nonce_mismatch');
  });

  it('refuses an ID token for another client, from another issuer, or expired', async () => {
    const spoilers: ((payload: Record<string, unknown>) => void)[] = [
      (payload) => {
        payload.aud = 'another-client';
      },
      (payload) => {
        payload.iss = 'https://evil.example.com';
      },
      (payload) => {
        payload.exp = Math.floor(Date.now() / 1000) - 120;
      },
    ];
    for (const spoiler of spoilers) {
      spoil = spoiler;
      expect(errorOf(await signInWithGoogle(browser(t.baseUrl)))).toBe('invalid_id_token');
    }
  });

  it('refuses an ID token whose signature does not verify against the JWKS', async () => {
    provider().service.once('beforeResponse', (response: { body: Record<string, unknown> }) => {
      const token = String(response.body.id_token);
      const [header, , signature] = token.split('.');
      const forged = Buffer.from(JSON.stringify({ sub: 'attacker', aud: CLIENT_ID })).toString(
        'base64url',
      );
      response.body.id_token = `${header}.${forged}.${signature}`;
    });
    expect(errorOf(await signInWithGoogle(browser(t.baseUrl)))).toBe('invalid_id_token');
  });

  it('uses a sign-in request once', async () => {
    const client = browser(t.baseUrl);
    let replay = '';
    await signInWithGoogle(client, (callback) => {
      replay = `${callback.pathname}${callback.search}`;
    });
    const state = new URLSearchParams(replay.split('?')[1]).get('state') ?? '';
    const res = await browser(t.baseUrl).get(replay, {
      headers: { cookie: `earshot_oauth_state=${state}` },
    });
    expect(errorOf(res)).toBe('oauth_request_expired');
  });

  it("passes the provider's own error on", async () => {
    const res = await browser(t.baseUrl).get(
      '/api/auth/google/callback?error=access_denied&state=x',
    );
    expect(errorOf(res)).toBe('access_denied');
  });
});

describe('without Google configured', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ database: t.database });
  });
  afterAll(() => bare.stop());

  it('sends a browser to the error page and answers anything else 503', async () => {
    const page = await browser(bare.baseUrl).get('/api/auth/google', {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/auth/error?error=google_unavailable');
    const api = await browser(bare.baseUrl).get('/api/auth/google', {
      headers: { accept: 'application/json' },
    });
    expect(api.status).toBe(503);
    expect(api.body).toEqual({
      error: 'Google sign-in is not available on this server.',
      message: 'Google sign-in is not available on this server.',
      code: 'google_unavailable',
    });
    expect(
      (await browser(bare.baseUrl).get('/api/auth/google/callback?code=x&state=y')).status,
    ).toBe(503);
  });

  it('tells the web that Google is off and where the dev outbox is', async () => {
    expect((await browser(bare.baseUrl).get('/api/auth/config')).body).toEqual({
      googleEnabled: false,
      devOutboxUrl: '/dev/outbox',
    });
  });
});
