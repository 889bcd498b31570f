import { AUTH_CALLS, AUTH_PREFIX, SETTINGS_CALLS } from '@earshot/wire';
import { beforeAll, describe, expect, it } from 'vitest';
import { browser, PASSWORD, type Browser } from '~/test/accounts';
import { useTestServer } from '~/test/fixture';
import { refusedStatus } from '~/test/listening-socket';
import type { TestServer } from '~/test/test-server';
import { newWallet, signedChallenge } from '~/test/wallets';

const EVIL = 'http://evil.example';
const FORBIDDEN = 'Access denied. You do not have permission to perform this action.';
const CREATE_PLAYLIST = '/rpc/earshot.library.v1.LibraryService/CreatePlaylist';
const LIST_PLAYLISTS = '/rpc/earshot.library.v1.LibraryService/ListPlaylists';
const AUTH_WITH_SIGNATURE = '/rpc/earshot.account.v1.WalletService/AuthWithSignature';

// Every state-changing /api/auth call, with a body that would change something if it ran.
const bodies: Record<string, unknown> = {
  [AUTH_CALLS.checkEmail.path]: { email: 'ann@example.com' },
  [AUTH_CALLS.register.path]: { email: 'new@example.com', password: PASSWORD },
  [AUTH_CALLS.sendOtp.path]: { email: 'ann@example.com' },
  [AUTH_CALLS.verifyOtp.path]: { email: 'ann@example.com', otp: '123456' },
  [AUTH_CALLS.signIn.path]: { email: 'mallory@example.com', password: PASSWORD },
  [AUTH_CALLS.signOut.path]: {},
  [AUTH_CALLS.forgotPassword.path]: { email: 'ann@example.com' },
  [AUTH_CALLS.resetPassword.path]: {
    email: 'ann@example.com',
    otp: '123456',
    password: 'Another2Pass',
  },
  [SETTINGS_CALLS.changePassword.path]: { currentPassword: PASSWORD, newPassword: 'Another2Pass' },
  [SETTINGS_CALLS.signOutEverywhere.path]: {},
  [SETTINGS_CALLS.sendEmailChangeCode.path]: { email: 'ann2@example.com' },
  [SETTINGS_CALLS.changeEmail.path]: { email: 'ann2@example.com', otp: '123456' },
  [SETTINGS_CALLS.deleteAccount.path]: {},
};
const posts = [...Object.values(AUTH_CALLS), ...Object.values(SETTINGS_CALLS)].filter(
  (call) => call.method === 'POST',
);

/** The session the browser holds, as the server sees it now. */
const sessionOf = async (client: Browser) =>
  (await client.get<{ user: { email: string } | null }>('/api/auth/session')).body.user;

const rpc = (t: TestServer, path: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('state-changing calls from another site (no PUBLIC_URL)', () => {
  const t = useTestServer();
  let ann: { client: Browser; token: string };
  beforeAll(async () => {
    await t.account({ email: 'mallory@example.com' });
    ann = await t.account({ email: 'ann@example.com' });
  });

  it('refuses every /api/auth POST with 403 in the spec’s words and changes nothing', async () => {
    expect(posts.map((call) => call.path).sort()).toEqual(Object.keys(bodies).sort());
    const mails = t.server.outbox?.messages().length;
    const sites: Record<string, string>[] = [
      { origin: EVIL },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of sites) {
      for (const call of posts) {
        const res = await ann.client.post(`${AUTH_PREFIX}/${call.path}`, bodies[call.path], {
          headers,
        });
        const what = `${call.path} ${JSON.stringify(headers)}`;
        expect(res.status, what).toBe(403);
        expect(res.body, what).toEqual({
          error: FORBIDDEN,
          message: FORBIDDEN,
          code: 'origin_refused',
        });
        expect(res.headers.getSetCookie(), what).toEqual([]);
      }
    }
    // The issue's own request: a form-like text/plain POST, which needs no CORS preflight.
    const signOut = await fetch(`${t.baseUrl}/api/auth/signout`, {
      method: 'POST',
      headers: {
        origin: EVIL,
        'content-type': 'text/plain',
        cookie: `earshot_session=${ann.token}`,
      },
      body: 'x',
    });
    expect(signOut.status).toBe(403);
    // The session lives on, the password is the same, no account was made, no mail went out.
    expect(await sessionOf(ann.client)).toMatchObject({ email: 'ann@example.com' });
    expect(t.server.outbox?.messages().length).toBe(mails);
    const again = await browser(t.baseUrl).post('/api/auth/signin', {
      email: 'ann@example.com',
      password: PASSWORD,
    });
    expect(again.status).toBe(200);
    const check = await browser(t.baseUrl).post('/api/auth/check-email', {
      email: 'new@example.com',
    });
    expect(check.body).toMatchObject({ emailExists: false });
  });

  it('serves the page’s own origin, Sec-Fetch-Site same-origin, and clients that say neither', async () => {
    const sites: Record<string, string>[] = [
      { origin: t.baseUrl },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of sites) {
      const res = await browser(t.baseUrl).post(
        '/api/auth/check-email',
        { email: 'ann@example.com' },
        { headers },
      );
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
    const { client } = await t.account({ email: 'bo@example.com' });
    const out = await client.post('/api/auth/signout', {}, { headers: { origin: t.baseUrl } });
    expect(out.status).toBe(200);
    expect(await sessionOf(client)).toBeNull();
  });

  it('refuses an RPC POST from another site with PermissionDenied, bearer or cookie', async () => {
    const bearer = { authorization: `Bearer ${ann.token}` };
    const refused = await rpc(t, CREATE_PLAYLIST, { title: 'Stolen' }, { ...bearer, origin: EVIL });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'permission_denied', message: FORBIDDEN });
    const crossSite = await rpc(
      t,
      CREATE_PLAYLIST,
      { title: 'Stolen' },
      { ...bearer, 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    const listed = await rpc(t, LIST_PLAYLISTS, {}, bearer);
    expect(await listed.json()).not.toHaveProperty('playlists');

    // A wallet sign-in reads the session cookie (rotation) and sets one: a page elsewhere
    // would sign the visitor into its own wallet's account and end the visitor's session.
    const wallet = newWallet();
    const signIn = await rpc(t, AUTH_WITH_SIGNATURE, await signedChallenge(t, wallet), {
      cookie: `earshot_session=${ann.token}`,
      origin: EVIL,
    });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.getSetCookie()).toEqual([]);
    expect(await sessionOf(ann.client)).toMatchObject({ email: 'ann@example.com' });

    const own = await rpc(t, CREATE_PLAYLIST, { title: 'Mine' }, { ...bearer, origin: t.baseUrl });
    expect(own.status).toBe(200);
    const plain = await rpc(t, CREATE_PLAYLIST, { title: 'Curl' }, bearer);
    expect(plain.status).toBe(200);
  });

  it('refuses a listening socket from another site', async () => {
    expect(await refusedStatus(t.baseUrl, ann.token, EVIL)).toBe(403);
  });
});

describe('state-changing calls from another site (PUBLIC_URL set)', () => {
  const PUBLIC_URL = 'https://music.example';
  const t = useTestServer({ config: { PUBLIC_URL } });

  it('takes only PUBLIC_URL’s origin as its own, not the Host nor another scheme', async () => {
    const post = (origin: string) =>
      browser(t.baseUrl).post(
        '/api/auth/check-email',
        { email: 'ann@example.com' },
        { headers: { origin } },
      );
    expect((await post(PUBLIC_URL)).status).toBe(200);
    expect((await post(t.baseUrl)).status).toBe(403);
    expect((await post('http://music.example')).status).toBe(403);
    const rpcRefused = await rpc(t, CREATE_PLAYLIST, { title: 'x' }, { origin: t.baseUrl });
    expect(rpcRefused.status).toBe(403);
    const { token } = await t.account({ email: 'cy@example.com' });
    expect(await refusedStatus(t.baseUrl, token, t.baseUrl)).toBe(403);
  });
});
