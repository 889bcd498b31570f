import { describe, expect, it } from 'vitest';
import { latestCode, PASSWORD } from '~/test/accounts';
import { useTestServer } from '~/test/fixture';
import { startTestServer } from '~/test/test-server';

// light-my-request's remoteAddress is what the request's socket reports.
const OUTSIDE = '203.0.113.7';
const LOOPBACKS = ['127.0.0.1', '127.4.5.6', '::1', '::ffff:127.0.0.1'];

// TRUST_PROXY on: request.ip follows X-Forwarded-For, and the outbox must not.
const t = useTestServer({ config: { TRUST_PROXY: true } });

const outboxFrom = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.server.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress, headers });

describe('GET /dev/outbox', () => {
  it.each(LOOPBACKS)('answers the machine itself (%s)', async (address) => {
    expect((await outboxFrom(address)).statusCode).toBe(200);
  });

  it('is 404 to any other client, as a path no route serves', async () => {
    const res = await outboxFrom(OUTSIDE);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'route_not_found' });
  });

  it('is 404 through a proxy, whatever the proxy says the client is', async () => {
    const proxied: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ];
    for (const headers of proxied) {
      expect((await outboxFrom('127.0.0.1', headers)).statusCode).toBe(404);
      expect((await outboxFrom(OUTSIDE, headers)).statusCode).toBe(404);
    }
  });

  it('answers everyone when DEV_OUTBOX_PUBLIC is set', async () => {
    const open = await startTestServer({
      config: { DEV_OUTBOX_PUBLIC: true },
      database: t.database,
    });
    try {
      const res = await open.server.app.inject({
        url: '/dev/outbox',
        remoteAddress: OUTSIDE,
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await open.stop();
    }
  });
});

describe('the auth calls seen from outside', () => {
  const post = (url: string, payload: object) =>
    t.server.app.inject({ method: 'POST', url, payload, remoteAddress: OUTSIDE });

  it('point a client to the outbox only when it may read it', async () => {
    const config = (remoteAddress: string) =>
      t.server.app.inject({ url: '/api/auth/config', remoteAddress });
    expect((await config('127.0.0.1')).json()).toMatchObject({ devOutboxUrl: '/dev/outbox' });
    expect((await config(OUTSIDE)).json()).toMatchObject({ devOutboxUrl: null });
  });

  it('never answer a sign-up or reset code', async () => {
    const email = 'outsider@example.com';
    const signUp = await post('/api/auth/register', { email, password: PASSWORD, name: null });
    const resent = await post('/api/auth/send-otp', { email });
    const signupCode = latestCode(t, email);
    for (const res of [signUp, resent]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(signupCode);
      expect(JSON.stringify(res.headers)).not.toContain(signupCode);
    }
    const verified = await post('/api/auth/verify-otp', { email, otp: signupCode });
    expect(verified.statusCode).toBe(200);
    const reset = await post('/api/auth/forgot-password', { email });
    await expect.poll(() => t.server.outbox?.messages()[0]?.subject).toMatch(/password reset/);
    const resetCode = latestCode(t, email, /password reset/);
    expect(reset.statusCode).toBe(200);
    expect(reset.body).not.toContain(resetCode);
    expect(JSON.stringify(reset.headers)).not.toContain(resetCode);
  });
});
