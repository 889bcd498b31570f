import { Code, createClient } from '@connectrpc/connect';
import { createGrpcTransport } from '@connectrpc/connect-node';
import { AccountService } from '@earshot/contract/account/v1/account';
import { beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '~/test/accounts';
import { useTestServer } from '~/test/fixture';
import { failure } from '~/test/rpc-client';

const t = useTestServer();
// Each test its own number, for its address and the usernames it takes.
let n = 0;
let email: string;
beforeEach(() => (email = `ed${++n}@example.com`));

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe.each(['connect', 'grpc-web'] as const)('AccountService over %s', (protocol) => {
  const client = () => t.rpc(AccountService, { protocol });

  it('answers Unauthenticated without a token, or with a dead one', async () => {
    for (const options of [
      {},
      bearer('x'.repeat(43)),
      { headers: { authorization: 'Basic abc' } },
    ]) {
      const err = await failure(client().getUser({}, options));
      expect(err.code).toBe(Code.Unauthenticated);
      expect(err.rawMessage).toBe('Authentication required. Please sign in.');
    }
    expect((await failure(client().updateUser({ name: 'X' }))).code).toBe(Code.Unauthenticated);
  });

  it('GetUser answers the caller’s profile', async () => {
    const { token, user } = await signUp(t, { email, name: 'Ed' });
    const res = await client().getUser({}, bearer(token));
    expect(res.user).toMatchObject({ id: user.id, email, name: 'Ed' });
    expect(res.user?.username).toBeUndefined();
    expect(res.user?.image).toBeUndefined();
  });

  it('UpdateUser changes only the given fields, normalised', async () => {
    const { token } = await signUp(t, { email, name: 'Ed' });
    const username = `DJ_${protocol.replace('-', '_')}_${n}`;
    const res = await client().updateUser(
      { username: `  ${username} `, image: 'https://cdn.example.com/ed.png' },
      bearer(token),
    );
    expect(res.user).toMatchObject({
      name: 'Ed',
      username: username.toLowerCase(),
      image: 'https://cdn.example.com/ed.png',
      email,
    });
    const renamed = await client().updateUser(
      {
        name: `  Ed   ${'x'.repeat(120)} `,
        background: 'https://cdn.example.com/bg.jpg',
        email: email.toUpperCase(),
      },
      bearer(token),
    );
    expect(renamed.user?.name).toBe(`Ed ${'x'.repeat(97)}`);
    expect(renamed.user?.username).toBe(username.toLowerCase());
    expect(renamed.user?.background).toBe('https://cdn.example.com/bg.jpg');
    const cleared = await client().updateUser({ image: '' }, bearer(token));
    expect(cleared.user?.image).toBeUndefined();
    expect((await client().getUser({}, bearer(token))).user?.name).toBe(renamed.user?.name);
  });

  it('refuses bad values with InvalidArgument and the rule’s words', async () => {
    const { token } = await signUp(t, { email });
    const cases: [object, string][] = [
      [{ username: 'ab' }, 'Username must be 3 to 30 letters, digits, underscores or hyphens'],
      [
        { username: 'no spaces' },
        'Username must be 3 to 30 letters, digits, underscores or hyphens',
      ],
      [{ image: 'not a url' }, 'Image must be a valid URL'],
      [{ background: 'javascript:alert(1)' }, 'Image must be a valid URL'],
      [{ email: 'nope' }, 'Invalid email address provided'],
    ];
    for (const [change, message] of cases) {
      const err = await failure(client().updateUser(change, bearer(token)));
      expect(err.code, JSON.stringify(change)).toBe(Code.InvalidArgument);
      expect(err.rawMessage).toBe(message);
    }
  });

  it('keeps usernames unique and e-mail changes behind verification', async () => {
    const first = await signUp(t, { email });
    const second = await signUp(t, { email: `other-${email}` });
    const taken = `taken_${protocol.replace('-', '_')}_${n}`;
    await client().updateUser({ username: taken }, bearer(first.token));
    const clash = await failure(
      client().updateUser({ username: taken.toUpperCase() }, bearer(second.token)),
    );
    expect(clash.code).toBe(Code.AlreadyExists);
    expect(clash.rawMessage).toBe('This username is already taken');
    const registered = await failure(client().updateUser({ email }, bearer(second.token)));
    expect(registered.code).toBe(Code.AlreadyExists);
    expect(registered.rawMessage).toBe('This email is already registered with another account');
    const change = await failure(
      client().updateUser({ email: `new-${email}` }, bearer(second.token)),
    );
    expect(change.code).toBe(Code.PermissionDenied);
  });

  it('stops accepting a token once its session is signed out', async () => {
    const { client: web, token } = await signUp(t, { email });
    expect((await client().getUser({}, bearer(token))).user?.email).toBe(email);
    await web.post('/api/auth/signout');
    expect((await failure(client().getUser({}, bearer(token)))).code).toBe(Code.Unauthenticated);
  });
});

describe('AccountService over native gRPC (its own port)', () => {
  it('reads the session token from the authorization metadata too', async () => {
    const address = await t.grpcAddress();
    const client = createClient(
      AccountService,
      createGrpcTransport({ baseUrl: `http://${address}` }),
    );
    const { token } = await signUp(t, { email });
    expect((await client.getUser({}, bearer(token))).user?.email).toBe(email);
    const err = await failure(client.getUser({}));
    expect(err.code).toBe(Code.Unauthenticated);
    expect(err.rawMessage).toBe('Authentication required. Please sign in.');
  });
});
