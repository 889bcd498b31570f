import { beforeEach, describe, expect, it } from 'vitest';
import { browser, latestCode, matching, nextCode, PASSWORD, signUp } from '~/test/accounts';
import { useTestServer } from '~/test/fixture';
import { testClock } from '~/test/test-clock';

const clock = testClock();
const t = useTestServer({ clock });
// Each test its own address (send limits are per e-mail), numbered: the outbox test looks for
// the one before.
let n = 0;
let email: string;
beforeEach(() => (email = `ann${++n}@example.com`));

const register = (body: Record<string, unknown>, client = browser(t.baseUrl)) =>
  client.post('/api/auth/register', body);

describe('POST /api/auth/register', () => {
  it("refuses a bad form with the spec's words and a stable code (422)", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: PASSWORD }, 'email_required', 'Email is required'],
      [
        { email: 'ann@', password: PASSWORD },
        'email_invalid',
        'Please enter a valid email address',
      ],
      [{ email }, 'password_required', 'Password is required'],
      [
        { email, password: 'Ab1' },
        'password_too_short',
        'Password must be at least 8 characters long',
      ],
      [
        { email, password: 'ABCDEFG1' },
        'password_needs_lowercase',
        'Password must contain at least one lowercase letter',
      ],
      [
        { email, password: 'abcdefg1' },
        'password_needs_uppercase',
        'Password must contain at least one uppercase letter',
      ],
      [
        { email, password: 'Abcdefgh' },
        'password_needs_number',
        'Password must contain at least one number',
      ],
      [
        { email, password: PASSWORD, name: ' A ' },
        'name_too_short',
        'Name must be at least 2 characters long',
      ],
      [
        { email, password: PASSWORD, name: 'x'.repeat(51) },
        'name_too_long',
        'Name must be less than 50 characters',
      ],
    ];
    for (const [body, code, message] of cases) {
      const res = await register(body);
      expect(res.status, code).toBe(422);
      expect(res.body).toEqual({ error: message, message, code });
    }
    expect(t.server.outbox?.messages().filter((m) => m.to === email)).toEqual([]);
  });

  it('answers a malformed body with 400', async () => {
    const res = await register({ email: 42, password: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_request' });
  });

  it('creates a pending account and mails a six-digit code with a real subject and bodies', async () => {
    const res = await register({
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
      name: 'Ann',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      email,
      expiresIn: 300,
      message: 'Verification code sent',
    });
    const [mail] = t.server.outbox?.messages() ?? [];
    expect(mail).toMatchObject({ to: email, from: 'Earshot <no-reply@earshot.local>' });
    const code = latestCode(t, email);
    expect(mail?.subject).toBe(`${code} is your Earshot verification code`);
    expect(mail?.html).toContain(code);
    expect(mail?.text).toContain('expires in 5 minutes');
    // Pending is not registered: sign-in treats the address as unknown.
    const check = await browser(t.baseUrl).post('/api/auth/check-email', { email });
    expect(check.body).toMatchObject({ emailExists: false, exists: false });
    const signin = await browser(t.baseUrl).post('/api/auth/signin', { email, password: PASSWORD });
    expect(signin.status).toBe(401);
  });

  it('refuses an address that is already registered (409)', async () => {
    await signUp(t, { email });
    const res = await register({ email: email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'This email is already registered. Please sign in instead.',
      message: 'This email is already registered. Please sign in instead.',
      code: 'email_already_registered',
    });
  });

  it('lets a second sign-up of a pending address replace the first (its password and code)', async () => {
    await register({ email, password: 'Squatter99', name: 'Squatter' });
    const firstCode = latestCode(t, email);
    await register({ email, password: PASSWORD, name: 'Owner' });
    const client = browser(t.baseUrl);
    if (firstCode !== latestCode(t, email)) {
      const stale = await client.post('/api/auth/verify-otp', { email, otp: firstCode });
      expect(stale.body).toMatchObject({ code: 'invalid_otp' });
    }
    const ok = await client.post('/api/auth/verify-otp', { email, otp: latestCode(t, email) });
    expect(ok.body).toMatchObject({ verified: true, user: { email, name: 'Owner' } });
    const old = await browser(t.baseUrl).post('/api/auth/signin', {
      email,
      password: 'Squatter99',
    });
    expect(old.status).toBe(401);
  });
});

describe('POST /api/auth/verify-otp', () => {
  it('activates the account, signs in with a session cookie and answers the user', async () => {
    const client = browser(t.baseUrl);
    await register({ email, password: PASSWORD, name: '  Ann   Lee ' }, client);
    const res = await client.post<{ verified: boolean; user: { id: string }; expires: string }>(
      '/api/auth/verify-otp',
      { email, otp: latestCode(t, email) },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      verified: true,
      user: {
        id: matching(/^c[a-z0-9]{24}$/),
        email,
        name: 'Ann Lee',
        image: null,
        walletAddress: null,
      },
      expires: new Date(clock.now().getTime() + 86_400_000).toISOString(),
      method: 'web2',
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('earshot_session='));
    expect(cookie).toMatch(
      /^earshot_session=[\w-]{43}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/,
    );
    const session = await client.get('/api/auth/session');
    expect(session.body).toMatchObject({ user: { id: res.body.user.id, email } });
    const check = await browser(t.baseUrl).post('/api/auth/check-email', { email });
    expect(check.body).toEqual({
      emailExists: true,
      exists: true,
      linkedToGoogle: false,
      hasPassword: true,
    });
  });

  it("answers a wrong code 'Invalid OTP' and a used one 'Invalid or expired OTP'", async () => {
    await register({ email, password: PASSWORD });
    const code = latestCode(t, email);
    const wrong = await browser(t.baseUrl).post('/api/auth/verify-otp', {
      email,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      error: 'Invalid OTP',
      message: 'Invalid OTP',
      code: 'invalid_otp',
    });
    expect(
      (await browser(t.baseUrl).post('/api/auth/verify-otp', { email, otp: code })).status,
    ).toBe(200);
    const again = await browser(t.baseUrl).post('/api/auth/verify-otp', { email, otp: code });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: 'Invalid or expired OTP',
      message: 'Invalid or expired OTP',
      code: 'otp_expired',
    });
  });

  it("answers a malformed code 'Invalid OTP' and a code never sent 'Invalid or expired OTP'", async () => {
    const bad = await browser(t.baseUrl).post('/api/auth/verify-otp', { email, otp: '12a45' });
    expect(bad.body).toMatchObject({ code: 'invalid_otp', error: 'Invalid OTP' });
    const none = await browser(t.baseUrl).post('/api/auth/verify-otp', { email, otp: '123456' });
    expect(none.body).toMatchObject({ code: 'otp_expired' });
  });

  it('lets a code live 300 seconds on the server clock', async () => {
    await register({ email, password: PASSWORD });
    const code = latestCode(t, email);
    clock.advance(299_999);
    const stillOk = await browser(t.baseUrl).post('/api/auth/verify-otp', { email, otp: code });
    expect(stillOk.status).toBe(200);

    const other = `late-${email}`;
    await register({ email: other, password: PASSWORD });
    clock.advance(300_000);
    const late = await browser(t.baseUrl).post('/api/auth/verify-otp', {
      email: other,
      otp: latestCode(t, other),
    });
    expect(late.body).toMatchObject({ code: 'otp_expired' });
  });

  it('kills a code after five wrong tries, even for the right code', async () => {
    await register({ email, password: PASSWORD });
    const code = latestCode(t, email);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      const res = await browser(t.baseUrl).post('/api/auth/verify-otp', { email, otp: wrong });
      expect(res.body, `try ${i + 1}`).toMatchObject({ code: 'invalid_otp' });
    }
    const right = await browser(t.baseUrl).post('/api/auth/verify-otp', { email, otp: code });
    expect(right.body).toMatchObject({ code: 'otp_expired' });
  });
});

describe('POST /api/auth/send-otp', () => {
  it('sends a new code that replaces the previous one', async () => {
    await register({ email, password: PASSWORD });
    const first = latestCode(t, email);
    const second = nextCode(t, email);
    const res = await browser(t.baseUrl).post('/api/auth/send-otp', { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, email, expiresIn: 300 });
    const code = await second;
    if (code !== first) {
      const stale = await browser(t.baseUrl).post('/api/auth/verify-otp', { email, otp: first });
      expect(stale.body).toMatchObject({ code: 'invalid_otp' });
    }
    expect(
      (await browser(t.baseUrl).post('/api/auth/verify-otp', { email, otp: code })).status,
    ).toBe(200);
  });

  it('sends at most five codes per e-mail an hour (register included), then 429', async () => {
    await register({ email, password: PASSWORD });
    for (let i = 0; i < 4; i++) {
      expect((await browser(t.baseUrl).post('/api/auth/send-otp', { email })).status).toBe(200);
    }
    const sixth = await browser(t.baseUrl).post('/api/auth/send-otp', { email });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      error: 'Too many requests. Please try again later.',
      code: 'otp_send_limited',
    });
    const registerAgain = await register({ email, password: PASSWORD });
    expect(registerAgain.status).toBe(429);
    expect(t.server.outbox?.messages().filter((m) => m.to === email)).toHaveLength(5);
    clock.advance(3_600_000);
    expect((await browser(t.baseUrl).post('/api/auth/send-otp', { email })).status).toBe(200);
  });

  it('answers 404 without a pending sign-up and 409 for a registered address', async () => {
    const none = await browser(t.baseUrl).post('/api/auth/send-otp', { email });
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ code: 'signup_not_found' });
    await signUp(t, { email });
    const taken = await browser(t.baseUrl).post('/api/auth/send-otp', { email });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'email_already_registered' });
    const invalid = await browser(t.baseUrl).post('/api/auth/send-otp', { email: 'nope' });
    expect(invalid.body).toMatchObject({ error: 'Please enter a valid email address' });
  });
});

describe('GET /dev/outbox', () => {
  it('lists the mails newest first as HTML while SMTP is not configured', async () => {
    await register({ email, password: PASSWORD });
    const res = await fetch(`${t.baseUrl}/dev/outbox`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(latestCode(t, email));
    const newest = html.indexOf(email);
    const older = html.indexOf(`ann${n - 1}@example.com`);
    expect(newest).toBeGreaterThan(-1);
    expect(older === -1 || newest < older).toBe(true);
  });
});
