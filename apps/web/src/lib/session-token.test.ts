import { create } from '@bufbuild/protobuf';
import { Code, ConnectError, createClient, createRouterTransport } from '@connectrpc/connect';
import { AccountService, UserSchema } from '@earshot/contract/account/v1/account';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeAuthServer, makeUser, type FakeAuthServer } from '@/testing/auth-server';
import { createAuthInterceptor } from './auth-interceptor';
import { createSessionToken, type SessionToken } from './session-token';

let server: FakeAuthServer;
let seen: Array<string | null>;
let sessionToken: SessionToken;

beforeEach(() => {
  server = installFakeAuthServer({ user: makeUser() });
  seen = [];
  sessionToken = createSessionToken();
});

/** An AccountService that records the authorization header and refuses a stale token. */
function accountClient(refuse = false) {
  const transport = createRouterTransport(
    ({ service }) => {
      service(AccountService, {
        getUser(_req, ctx) {
          const header = ctx.requestHeader.get('authorization');
          seen.push(header);
          if (refuse || !header)
            throw new ConnectError(
              'Authentication required. Please sign in.',
              Code.Unauthenticated,
            );
          return { user: create(UserSchema, { id: 'c1' }) };
        },
        updateUser: () => ({}),
      });
    },
    { transport: { interceptors: [createAuthInterceptor(sessionToken)] } },
  );
  return createClient(AccountService, transport);
}

describe('the auth interceptor', () => {
  it('sends no token and asks for none while nobody is signed in', async () => {
    await expect(accountClient().getUser({})).rejects.toMatchObject({ code: Code.Unauthenticated });
    expect(seen).toEqual([null]);
    expect(server.callsTo('GET', 'session-token')).toEqual([]);
  });

  it('adds the session token once signed in, reading it once for many calls', async () => {
    sessionToken.setSignedIn(true);
    const client = accountClient();
    await Promise.all([client.getUser({}), client.getUser({})]);
    await client.getUser({});
    expect(seen).toEqual(['Bearer token-1', 'Bearer token-1', 'Bearer token-1']);
    expect(server.callsTo('GET', 'session-token')).toHaveLength(1);
  });

  it('drops the token on sign-out', async () => {
    sessionToken.setSignedIn(true);
    await accountClient().getUser({});
    sessionToken.setSignedIn(false);
    await expect(accountClient().getUser({})).rejects.toThrow();
    expect(seen).toEqual(['Bearer token-1', null]);
  });

  it('drops a token the server refuses, and asks again on the next call', async () => {
    sessionToken.setSignedIn(true);
    await expect(accountClient(true).getUser({})).rejects.toMatchObject({
      code: Code.Unauthenticated,
    });
    await accountClient().getUser({});
    expect(server.callsTo('GET', 'session-token')).toHaveLength(2);
  });

  it('goes out bare, and tells listeners, when the server says the session is gone', async () => {
    sessionToken.setSignedIn(true);
    server.user = null;
    let refused = 0;
    const stop = sessionToken.onRefused(() => (refused += 1));
    await expect(accountClient().getUser({})).rejects.toThrow();
    stop();
    expect(seen).toEqual([null]);
    expect(refused).toBe(1);
    expect(await sessionToken.get()).toBeNull();
  });
});
