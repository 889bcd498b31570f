import { beforeEach, describe, expect, it } from 'vitest';
import { anyString, browser, NEW_PASSWORD, nextCode, PASSWORD, signUp } from '~/test/accounts';
import { useTestServer } from '~/test/fixture';
import { testClock } from '~/test/test-clock';

const clock = testClock();
const t = useTestServer({ clock });
let email: string;
beforeEach(() => (email = t.address('di')));
const resetSubject = /password reset/;

describe('POST /api/auth/forgot-password', () => {
  it('mails a reset code to a registered address', async () => {
    await signUp(t, { email });
    const code = nextCode(t, email, resetSubject);
    const res = await browser(t.baseUrl).post('/api/auth/forgot-password', {
      email: email.toUpperCase(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, expiresIn: 300 });
    expect(await code).toMatch(/^\d{6}$/);
    const mail = t.server.outbox?.messages()[0];
    expect(mail?.subject).toBe(`${await code} is your Earshot password reset code`);
  });

  it('answers an unknown address the same, and mails nothing', async () => {
    const res = await browser(t.baseUrl).post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, expiresIn: 300 });
    // The mail would go out in the background: a known address sent after it arrives first.
    const known = `known-${email}`;
    await signUp(t, { email: known });
    const marker = nextCode(t, known, resetSubject);
    await browser(t.baseUrl).post('/api/auth/forgot-password', { email: known });
    await marker;
    expect(t.server.outbox?.messages().filter((m) => m.to === email)).toEqual([]);
  });

  it('validates the address and shares the five-an-hour send limit', async () => {
    expect((await browser(t.baseUrl).post('/api/auth/forgot-password', {})).status).toBe(422);
    for (let i = 0; i < 5; i++) {
      expect((await browser(t.baseUrl).post('/api/auth/forgot-password', { email })).status).toBe(
        200,
      );
    }
    expect((await browser(t.baseUrl).post('/api/auth/forgot-password', { email })).status).toBe(
      429,
    );
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs in, and signs out every other session', async () => {
    const { client: oldBrowser, token: oldToken } = await signUp(t, { email });
    const code = nextCode(t, email, resetSubject);
    await browser(t.baseUrl).post('/api/auth/forgot-password', { email });
    const resetter = browser(t.baseUrl);
    const res = await resetter.post('/api/auth/reset-password', {
      email,
      otp: await code,
      password: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { email }, expires: anyString() });
    expect((await resetter.get('/api/auth/session')).body).toMatchObject({ user: { email } });
    expect((await oldBrowser.get('/api/auth/session')).body).toEqual({
      user: null,
      expires: null,
      method: null,
    });
    const byBearer = await browser(t.baseUrl).get('/api/auth/session-token', {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(byBearer.status).toBe(401);
    expect(
      (await browser(t.baseUrl).post('/api/auth/signin', { email, password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (await browser(t.baseUrl).post('/api/auth/signin', { email, password: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it('follows the code rules: wrong, used, and expired codes are refused', async () => {
    await signUp(t, { email });
    const pending = nextCode(t, email, resetSubject);
    await browser(t.baseUrl).post('/api/auth/forgot-password', { email });
    const code = await pending;
    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = await browser(t.baseUrl).post('/api/auth/reset-password', {
      email,
      otp: wrongCode,
      password: NEW_PASSWORD,
    });
    expect(wrong.body).toMatchObject({ error: 'Invalid OTP', code: 'invalid_otp' });
    // A sign-up code's purpose differs: a reset code never verifies a sign-up, and back.
    const crossed = await browser(t.baseUrl).post('/api/auth/verify-otp', { email, otp: code });
    expect(crossed.body).toMatchObject({ code: 'otp_expired' });
    clock.advance(300_000);
    const late = await browser(t.baseUrl).post('/api/auth/reset-password', {
      email,
      otp: code,
      password: NEW_PASSWORD,
    });
    expect(late.body).toMatchObject({ error: 'Invalid or expired OTP', code: 'otp_expired' });
    expect(
      (await browser(t.baseUrl).post('/api/auth/signin', { email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('holds the new password to the password rules before touching the code', async () => {
    await signUp(t, { email });
    const pending = nextCode(t, email, resetSubject);
    await browser(t.baseUrl).post('/api/auth/forgot-password', { email });
    const code = await pending;
    const weak = await browser(t.baseUrl).post('/api/auth/reset-password', {
      email,
      otp: code,
      password: 'weakpass1',
    });
    expect(weak.status).toBe(422);
    expect(weak.body).toMatchObject({
      error: 'Password must contain at least one uppercase letter',
    });
    const ok = await browser(t.baseUrl).post('/api/auth/reset-password', {
      email,
      otp: code,
      password: NEW_PASSWORD,
    });
    expect(ok.status).toBe(200);
  });
});
