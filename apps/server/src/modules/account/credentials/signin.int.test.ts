import { beforeEach, describe, expect, it } from 'vitest';
import { browser, PASSWORD, signUp } from '~/test/accounts';
import { useTestServer } from '~/test/fixture';
import { testClock } from '~/test/test-clock';
import { startTestServer } from '~/test/test-server';

const clock = testClock();
// Behind a proxy, so each test can speak from its own client address.
const t = useTestServer({ clock, config: { TRUST_PROXY: true } });
let email: string;
beforeEach(() => (email = t.address('bo')));

const from = (address: string) => browser(t.baseUrl, { address });

describe('POST /api/auth/check-email', () => {
  it('tells sign-in whether the address exists, has a password or uses Google', async () => {
    const client = from('10.0.1.1');
    const unknown = await client.post('/api/auth/check-email', { email });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({
      emailExists: false,
      exists: false,
      linkedToGoogle: false,
      hasPassword: false,
    });
    await signUp(t, { email });
    const known = await client.post('/api/auth/check-email', { email: ` ${email.toUpperCase()}` });
    expect(known.body).toEqual({
      emailExists: true,
      exists: true,
      linkedToGoogle: false,
      hasPassword: true,
    });
  });

  it('validates the address', async () => {
    const res = await from('10.0.1.2').post('/api/auth/check-email', {});
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'Email is required', code: 'email_required' });
  });

  it('answers 20 look-ups a minute per address, then 429', async () => {
    const client = from('10.0.1.3');
    for (let i = 0; i < 20; i++) {
      expect(
        (await client.post('/api/auth/check-email', { email: `x${i}@example.com` })).status,
      ).toBe(200);
    }
    const over = await client.post('/api/auth/check-email', { email });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      error: 'Too many requests. Please try again later.',
      message: 'Too many requests. Please try again later.',
      code: 'rate_limited',
    });
    expect((await from('10.0.1.4').post('/api/auth/check-email', { email })).status).toBe(200);
    clock.advance(60_000);
    expect((await client.post('/api/auth/check-email', { email })).status).toBe(200);
  });
});

describe('POST /api/auth/signin', () => {
  it('signs in with the right password: user, expiry and an HttpOnly Lax cookie', async () => {
    const { user } = await signUp(t, { email, name: 'Bo' });
    const client = from('10.0.2.1');
    const res = await client.post('/api/auth/signin', {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { id: user.id, email, name: 'Bo', image: null, walletAddress: null },
      expires: new Date(clock.now().getTime() + 86_400_000).toISOString(),
      method: 'web2',
    });
    expect(res.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        /^earshot_session=[\w-]{43}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/,
      ),
    ]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await client.get('/api/auth/session')).body).toMatchObject({ user: { id: user.id } });
  });

  it('refuses a wrong password, an unknown e-mail and a pending account alike (401)', async () => {
    await signUp(t, { email });
    await from('10.0.2.2').post('/api/auth/register', {
      email: `pending-${email}`,
      password: PASSWORD,
    });
    const expected = {
      error: 'Invalid email or password. Please try again.',
      message: 'Invalid email or password. Please try again.',
      code: 'invalid_credentials',
    };
    for (const body of [
      { email, password: `${PASSWORD}x` },
      { email: `nobody-${email}`, password: PASSWORD },
      { email: `pending-${email}`, password: PASSWORD },
    ]) {
      const res = await from('10.0.2.2').post('/api/auth/signin', body);
      expect(res.status, body.email).toBe(401);
      expect(res.body).toEqual(expected);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('needs an e-mail and a password (422)', async () => {
    const client = from('10.0.2.3');
    expect((await client.post('/api/auth/signin', { password: PASSWORD })).body).toMatchObject({
      code: 'email_required',
    });
    expect((await client.post('/api/auth/signin', { email: 'bo' })).body).toMatchObject({
      code: 'email_invalid',
    });
    const noPassword = await client.post('/api/auth/signin', { email });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body).toMatchObject({
      error: 'Password is required',
      code: 'password_required',
    });
  });

  it('rotates the session: signing in again ends the session the browser had', async () => {
    const { client, token: first } = await signUp(t, { email });
    const res = await client.post('/api/auth/signin', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    const second = client.token();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const old = await from('10.0.2.4').get('/api/auth/session', {
      headers: { authorization: `Bearer ${first}` },
    });
    expect(old.body).toEqual({ user: null, expires: null, method: null });
    expect((await client.get('/api/auth/session')).body).toMatchObject({ user: { email } });
  });

  it('allows 10 failed sign-ins per account in 15 minutes, then 429 even for the right password', async () => {
    await signUp(t, { email });
    for (let i = 0; i < 10; i++) {
      // Spread over addresses: the account's own limit is what trips.
      const res = await from(`10.0.3.${i}`).post('/api/auth/signin', {
        email,
        password: 'Wrong1234',
      });
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    const blocked = await from('10.0.3.99').post('/api/auth/signin', { email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: 'Too many requests. Please try again later.' });
    clock.advance(15 * 60_000);
    expect(
      (await from('10.0.3.99').post('/api/auth/signin', { email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('does not count successful sign-ins as failures', async () => {
    await signUp(t, { email });
    for (let i = 0; i < 12; i++) {
      const res = await from('10.0.4.1').post('/api/auth/signin', { email, password: PASSWORD });
      expect(res.status, `sign-in ${i + 1}`).toBe(200);
    }
  });

  it('allows 100 failed sign-ins per client address an hour, then 429', async () => {
    const client = from('10.0.5.1');
    for (let i = 0; i < 100; i++) {
      // Unknown accounts cost a hash too (equal timing), so this loop takes a few seconds.
      const res = await client.post('/api/auth/signin', {
        email: `u${i}-${email}`,
        password: 'Wrong1234',
      });
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    const over = await client.post('/api/auth/signin', { email, password: 'Wrong1234' });
    expect(over.status).toBe(429);
    expect(
      (await from('10.0.5.2').post('/api/auth/signin', { email, password: 'Wrong1234' })).status,
    ).toBe(401);
    clock.advance(3_600_000);
    expect((await client.post('/api/auth/signin', { email, password: 'Wrong1234' })).status).toBe(
      401,
    );
  });
});

describe('Secure cookies', () => {
  it('are Secure when the server is reached over https', async () => {
    const secure = await startTestServer({
      config: { PUBLIC_URL: 'https://earshot.example' },
      database: t.database,
    });
    try {
      await signUp(t, { email });
      const res = await browser(secure.baseUrl).post('/api/auth/signin', {
        email,
        password: PASSWORD,
      });
      expect(res.headers.getSetCookie()[0]).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await secure.stop();
    }
  });
});
