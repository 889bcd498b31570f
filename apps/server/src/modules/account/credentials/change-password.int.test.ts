import { beforeEach, describe, expect, it } from 'vitest';
import { browser, NEW_PASSWORD, PASSWORD, SIGNED_OUT, signUp } from '~/test/accounts';
import { useTestServer } from '~/test/fixture';
import { testClock } from '~/test/test-clock';

const clock = testClock();
const t = useTestServer({ clock });
let email: string;
beforeEach(() => (email = t.address('cp')));

describe('POST /api/auth/change-password', () => {
  it('sets the new password, keeps this session and ends every other one', async () => {
    const { client } = await signUp(t, { email });
    const other = browser(t.baseUrl);
    expect((await other.post('/api/auth/signin', { email, password: PASSWORD })).status).toBe(200);

    const res = await client.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await client.get('/api/auth/session')).body).toMatchObject({ user: { email } });
    expect((await other.get('/api/auth/session')).body).toEqual(SIGNED_OUT);

    const fresh = browser(t.baseUrl);
    expect((await fresh.post('/api/auth/signin', { email, password: PASSWORD })).status).toBe(401);
    expect((await fresh.post('/api/auth/signin', { email, password: NEW_PASSWORD })).status).toBe(
      200,
    );
  });

  it('refuses a new password equal to the current one, keeping every session (issue 38)', async () => {
    const { client } = await signUp(t, { email });
    const other = browser(t.baseUrl);
    expect((await other.post('/api/auth/signin', { email, password: PASSWORD })).status).toBe(200);
    const res = await client.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: PASSWORD,
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'password_unchanged',
      message: 'Your new password must be different from your current one',
    });
    expect((await client.get('/api/auth/session')).body).toMatchObject({ user: { email } });
    expect((await other.get('/api/auth/session')).body).toMatchObject({ user: { email } });
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { client } = await signUp(t, { email });
    const res = await client.post('/api/auth/change-password', {
      currentPassword: 'Wrong1Password',
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'wrong_current_password',
      message: 'Your current password is not correct',
    });
    expect(
      (await browser(t.baseUrl).post('/api/auth/signin', { email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it("answers a new password that breaks a rule in the spec's words, and changes nothing", async () => {
    const { client } = await signUp(t, { email });
    const cases: Array<[string | undefined, string]> = [
      [undefined, 'Password is required'],
      ['Sh0rt', 'Password must be at least 8 characters long'],
      ['NOLOWER123', 'Password must contain at least one lowercase letter'],
      ['noupper123', 'Password must contain at least one uppercase letter'],
      ['NoNumberHere', 'Password must contain at least one number'],
    ];
    for (const [newPassword, message] of cases) {
      const res = await client.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword,
      });
      expect(res.status, message).toBe(422);
      expect(res.body).toMatchObject({ message });
    }
    const noCurrent = await client.post('/api/auth/change-password', { newPassword: NEW_PASSWORD });
    expect(noCurrent.status).toBe(422);
    expect(noCurrent.body).toMatchObject({ message: 'Password is required' });
    expect(
      (await browser(t.baseUrl).post('/api/auth/signin', { email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('needs a session', async () => {
    const res = await browser(t.baseUrl).post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'authentication_required' });
  });
});

describe('POST /api/auth/signout-everywhere', () => {
  it("ends every session of the caller, this one included, and no one else's", async () => {
    const { client, token } = await signUp(t, { email });
    const other = browser(t.baseUrl);
    expect((await other.post('/api/auth/signin', { email, password: PASSWORD })).status).toBe(200);
    const { client: stranger } = await signUp(t, { email: `stranger-${email}` });

    const res = await client.post('/api/auth/signout-everywhere');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(client.token()).toBeUndefined();
    expect((await other.get('/api/auth/session')).body).toEqual(SIGNED_OUT);
    const byBearer = await browser(t.baseUrl).get('/api/auth/session-token', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.status).toBe(401);
    expect((await stranger.get('/api/auth/session')).body).toMatchObject({
      user: { email: `stranger-${email}` },
    });
  });

  it('needs a session', async () => {
    expect((await browser(t.baseUrl).post('/api/auth/signout-everywhere')).status).toBe(401);
  });
});
