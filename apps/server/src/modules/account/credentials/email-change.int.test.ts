import { beforeEach, describe, expect, it } from 'vitest';
import { browser, latestCode, nextCode, PASSWORD, signUp } from '~/test/accounts';
import { useTestServer } from '~/test/fixture';

const t = useTestServer();
let email: string;
let wanted: string;
beforeEach(() => {
  email = t.address('ec');
  wanted = email.replace('@', '-new@');
});

const CHANGE_CODE = /e-mail change code/;
const sendCode = (client: ReturnType<typeof browser>, to: string) =>
  client.post('/api/auth/change-email/send-code', { email: to });

describe('POST /api/auth/change-email', () => {
  it('changes the e-mail only once the code mailed to the new address holds', async () => {
    const { client } = await signUp(t, { email });
    const mailed = nextCode(t, wanted, CHANGE_CODE);
    const sent = await sendCode(client, `  ${wanted.toUpperCase()} `);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ success: true, email: wanted, expiresIn: 300 });
    const otp = await mailed;
    // Nothing changes before the code is given.
    expect((await client.get('/api/auth/session')).body).toMatchObject({ user: { email } });

    const note = t.server.outbox!.next((m) => m.to === email && /was changed/.test(m.subject));
    const res = await client.post('/api/auth/change-email', { email: wanted, otp });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { email: wanted } });
    expect((await note).text).toContain(`was changed to ${wanted}`);
    expect((await client.get('/api/auth/session')).body).toMatchObject({ user: { email: wanted } });

    // The password now goes with the new address; the old one signs in no more.
    const fresh = browser(t.baseUrl);
    expect((await fresh.post('/api/auth/signin', { email, password: PASSWORD })).status).toBe(401);
    expect(
      (await fresh.post('/api/auth/signin', { email: wanted, password: PASSWORD })).status,
    ).toBe(200);
    // The old address is free for a new sign-up.
    const again = await signUp(t, { email });
    expect(again.user.id).not.toBe((res.body as { user: { id: string } }).user.id);
  });

  it("refuses a wrong code in the spec's words and changes nothing", async () => {
    const { client } = await signUp(t, { email });
    expect((await sendCode(client, wanted)).status).toBe(200);
    const code = latestCode(t, wanted, CHANGE_CODE);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await client.post('/api/auth/change-email', { email: wanted, otp: wrong });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_otp', message: 'Invalid OTP' });
    const never = await client.post('/api/auth/change-email', {
      email: `never-${wanted}`,
      otp: code,
    });
    expect(never.body).toMatchObject({ code: 'otp_expired', message: 'Invalid or expired OTP' });
    expect((await client.get('/api/auth/session')).body).toMatchObject({ user: { email } });
  });

  it("refuses an address another account holds in the spec's words", async () => {
    const { client } = await signUp(t, { email });
    await signUp(t, { email: wanted });
    const res = await sendCode(client, wanted);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'email_already_registered',
      message: 'This email is already registered with another account',
    });
  });

  it('refuses when the address was taken between the code and the change', async () => {
    const { client } = await signUp(t, { email });
    const mailed = nextCode(t, wanted, CHANGE_CODE);
    expect((await sendCode(client, wanted)).status).toBe(200);
    const otp = await mailed;
    await signUp(t, { email: wanted });
    const res = await client.post('/api/auth/change-email', { email: wanted, otp });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'email_already_registered' });
    expect((await client.get('/api/auth/session')).body).toMatchObject({ user: { email } });
  });

  it('takes the address from a sign-up that was never verified', async () => {
    const { client } = await signUp(t, { email });
    const pending = browser(t.baseUrl);
    expect(
      (await pending.post('/api/auth/register', { email: wanted, password: PASSWORD, name: null }))
        .status,
    ).toBe(200);
    const mailed = nextCode(t, wanted, CHANGE_CODE);
    expect((await sendCode(client, wanted)).status).toBe(200);
    const res = await client.post('/api/auth/change-email', { email: wanted, otp: await mailed });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await client.get('/api/auth/session')).body).toMatchObject({ user: { email: wanted } });
  });

  it('a code asked for by one account does not work for another', async () => {
    const { client: first } = await signUp(t, { email });
    const { client: second } = await signUp(t, { email: `second-${email}` });
    const mailed = nextCode(t, wanted, CHANGE_CODE);
    expect((await sendCode(first, wanted)).status).toBe(200);
    const res = await second.post('/api/auth/change-email', { email: wanted, otp: await mailed });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_otp' });
  });

  it('checks the new address: required, well formed, not the current one', async () => {
    const { client } = await signUp(t, { email });
    const cases: Array<[unknown, number, string]> = [
      [undefined, 422, 'Email is required'],
      ['not-an-address', 422, 'Please enter a valid email address'],
      [email, 422, 'This is already your email address'],
    ];
    for (const [to, status, message] of cases) {
      const res = await client.post('/api/auth/change-email/send-code', { email: to });
      expect(res.status, message).toBe(status);
      expect(res.body).toMatchObject({ message });
    }
  });

  it('needs a session', async () => {
    const visitor = browser(t.baseUrl);
    expect((await sendCode(visitor, wanted)).status).toBe(401);
    const res = await visitor.post('/api/auth/change-email', { email: wanted, otp: '123456' });
    expect(res.status).toBe(401);
  });
});
