import { beforeEach, describe, expect, it } from 'vitest';
import { anyString, browser, signUp } from '~/test/accounts';
import { useTestServer } from '~/test/fixture';
import { testClock } from '~/test/test-clock';
import { createSessionRepo } from './session.repo';
import { createSessionService } from './session.service';

const clock = testClock();
const t = useTestServer({ clock });
let email: string;
beforeEach(() => (email = t.address('cy')));

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('GET /api/auth/session', () => {
  it('answers { user: null, expires: null, method: null } when signed out', async () => {
    const res = await browser(t.baseUrl).get('/api/auth/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null, expires: null, method: null });
    const junk = await browser(t.baseUrl).get('/api/auth/session', bearer('not-a-token'));
    expect(junk.body).toEqual({ user: null, expires: null, method: null });
  });

  it('answers the user by cookie or by bearer token', async () => {
    const { client, user, token } = await signUp(t, { email, name: 'Cy' });
    const expected = {
      user: { id: user.id, email, name: 'Cy', image: null, walletAddress: null },
      expires: new Date(clock.now().getTime() + 86_400_000).toISOString(),
      method: 'web2',
    };
    expect((await client.get('/api/auth/session')).body).toEqual(expected);
    expect((await browser(t.baseUrl).get('/api/auth/session', bearer(token))).body).toEqual(
      expected,
    );
  });

  it('ends after 24 hours on the server clock', async () => {
    const { client } = await signUp(t, { email });
    clock.advance(86_400_000 - 1);
    expect((await client.get('/api/auth/session')).body).toMatchObject({ user: { email } });
    clock.advance(1);
    expect((await client.get('/api/auth/session')).body).toEqual({
      user: null,
      expires: null,
      method: null,
    });
    expect((await client.get('/api/auth/session-token')).status).toBe(401);
  });
});

describe('GET /api/auth/session-token', () => {
  it('answers the session token to its own browser', async () => {
    const { client, token } = await signUp(t, { email });
    const res = await client.get('/api/auth/session-token');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sessionToken: token, expires: anyString() });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("is 401 with the spec's words without a session", async () => {
    const res = await browser(t.baseUrl).get('/api/auth/session-token');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: 'Authentication required. Please sign in.',
      message: 'Authentication required. Please sign in.',
      code: 'authentication_required',
    });
  });
});

describe('POST /api/auth/signout', () => {
  it('ends the session everywhere at once and clears the cookie', async () => {
    const { client, token } = await signUp(t, { email });
    const other = browser(t.baseUrl);
    expect((await other.get('/api/auth/session', bearer(token))).body).toMatchObject({
      user: { email },
    });
    const res = await client.post('/api/auth/signout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(res.headers.getSetCookie()).toEqual([
      'earshot_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    ]);
    expect(client.token()).toBeUndefined();
    expect((await other.get('/api/auth/session', bearer(token))).body).toEqual({
      user: null,
      expires: null,
      method: null,
    });
    expect((await other.get('/api/auth/session-token', bearer(token))).status).toBe(401);
  });

  it('leaves the same user’s other sessions alone', async () => {
    const { client } = await signUp(t, { email });
    const second = browser(t.baseUrl);
    await second.post('/api/auth/signin', { email, password: 'Listen2Music' });
    await client.post('/api/auth/signout');
    expect((await second.get('/api/auth/session')).body).toMatchObject({ user: { email } });
  });

  it('is harmless when signed out', async () => {
    expect((await browser(t.baseUrl).post('/api/auth/signout')).status).toBe(200);
  });
});

describe('looking sign-ins up together (the listening socket’s batches)', () => {
  it('answers every token in place: live ones, the same twice, signed-out, junk and none', async () => {
    const sessions = createSessionService({ sessions: createSessionRepo(t.database.db), clock });
    const a = await signUp(t, { email, name: 'Ada' });
    const b = await signUp(t, { email: `other-${email}`, name: 'Bo' });
    const gone = await signUp(t, { email: `gone-${email}` });
    await gone.client.post('/api/auth/signout', {});
    const answers = await sessions.resolveMany([
      a.token,
      undefined,
      gone.token,
      'not a token',
      b.token,
      a.token,
    ]);
    expect(answers.map((row) => row?.userId)).toEqual([
      a.user.id,
      undefined,
      undefined,
      undefined,
      b.user.id,
      a.user.id,
    ]);
    expect(answers[0]).toEqual({
      userId: a.user.id,
      method: 'web2',
      expiresAt: new Date(clock.now().getTime() + 86_400_000),
    });
    expect(await sessions.resolveMany([])).toEqual([]);
    expect(await sessions.resolveMany([undefined, 'x'])).toEqual([undefined, undefined]);
  });
});
