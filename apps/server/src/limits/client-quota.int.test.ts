import { Code } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { browser, PASSWORD } from '~/test/accounts';
import { useTestServer } from '~/test/fixture';
import { testClock } from '~/test/test-clock';
import { PRODUCT_CLIENT_LIMITS, type TestServer } from '~/test/test-server';
import { newWallet, refusal, walletSignIn } from '~/test/wallets';

const TOO_MANY = 'Too many requests. Please try again later.';
const tooMany = { error: TOO_MANY, message: TOO_MANY, code: 'rate_limited' };

let n = 0;
const register = (t: TestServer, address: string) =>
  browser(t.baseUrl, { address }).post('/api/auth/register', {
    email: `flood${++n}@example.com`,
    password: PASSWORD,
  });

/** Mails the server has sent so far (the dev outbox). */
const mails = (t: TestServer) => t.server.outbox?.messages().length ?? 0;

describe('sign-ups and code sends per client, behind a trusted proxy', () => {
  const clock = testClock();
  const t = useTestServer({ clock, config: { ...PRODUCT_CLIENT_LIMITS, TRUST_PROXY: true } });

  it('accepts 10 sign-ups from one address an hour; the 11th to the 41st get 429 and no mail', async () => {
    const before = mails(t);
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) {
      const res = await register(t, '198.51.100.7');
      statuses.push(res.status);
      if (res.status !== 200) expect(res.body).toEqual(tooMany);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(Array<number>(31).fill(429));
    expect(mails(t) - before).toBe(10);
    const last = `flood${n}@example.com`;
    expect(t.server.outbox?.messages().filter((m) => m.to === last)).toEqual([]);

    clock.advance(3_600_000);
    expect((await register(t, '198.51.100.7')).status).toBe(200);
  });

  it('accepts 30 sign-ups an hour from one /24 and one /64, whatever the addresses', async () => {
    for (const [network, other] of [
      ['203.0.113.', '203.0.114.1'],
      ['2001:db8:1:2::', '2001:db8:1:3::1'],
    ] as const) {
      for (let i = 1; i <= 30; i++) {
        expect((await register(t, `${network}${i}`)).status, `${network}${i}`).toBe(200);
      }
      const refused = await register(t, `${network}99`);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(tooMany);
      expect((await register(t, other)).status).toBe(200);
    }
  });

  it('counts every code send from one address: resends and resets together, 30 an hour', async () => {
    const client = browser(t.baseUrl, { address: '198.51.100.20' });
    const email = 'pending@example.com';
    expect((await client.post('/api/auth/register', { email, password: PASSWORD })).status).toBe(
      200,
    );
    for (let i = 0; i < 4; i++) {
      expect((await client.post('/api/auth/send-otp', { email })).status).toBe(200);
    }
    for (let i = 0; i < 25; i++) {
      const res = await client.post('/api/auth/forgot-password', { email: `who${i}@example.com` });
      expect(res.status, `reset ${i + 1}`).toBe(200);
    }
    const before = mails(t);
    for (const [path, body] of [
      ['/api/auth/forgot-password', { email: 'who99@example.com' }],
      ['/api/auth/register', { email: 'late@example.com', password: PASSWORD }],
    ] as const) {
      const res = await client.post(path, body);
      expect(res.status, path).toBe(429);
      expect(res.body).toEqual(tooMany);
    }
    expect(mails(t)).toBe(before);
  });
});

describe('sign-ups per client, with no proxy trusted', () => {
  const t = useTestServer({ config: PRODUCT_CLIENT_LIMITS });

  it('counts the socket’s address, whatever X-Forwarded-For says; a new wallet is a sign-up', async () => {
    const known = newWallet();
    await walletSignIn(t, known);
    for (let i = 0; i < 9; i++) {
      expect((await register(t, `192.0.2.${i}`)).status).toBe(200);
    }
    const refused = await register(t, '192.0.2.200');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooMany);
    expect(await refusal(walletSignIn(t, newWallet()))).toEqual({
      code: Code.ResourceExhausted,
      message: TOO_MANY,
      reason: 'rate_limited',
    });
    // Signing in to an account that exists is no sign-up.
    expect((await walletSignIn(t, known)).isNewUser).toBe(false);
  });
});
