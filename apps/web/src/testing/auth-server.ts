import { vi } from 'vitest';

/** The signed-in user as the fake server answers it. */
export interface FakeUser {
  id: string;
  email: string | null;
  name: string | null;
  image: string | null;
  walletAddress: string | null;
}

/** A fake answer: a status and a JSON body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

type Handler = (body: Record<string, unknown>) => FakeAnswer | Promise<FakeAnswer>;

/** One request the fake received. */
export interface FakeCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** Builds a test user with plausible defaults. */
export function makeUser(overrides: Partial<FakeUser> = {}): FakeUser {
  return {
    id: 'cuser000000000000000000001',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    image: null,
    walletAddress: null,
    ...overrides,
  };
}

/** A JSON answer. */
export const answer = (status: number, body: unknown): FakeAnswer => ({ status, body });

/** The server's error shape ({ error, message, code }). */
export const refusal = (status: number, code: string, message: string): FakeAnswer =>
  answer(status, { error: message, message, code });

const EXPIRES = '2099-01-01T00:00:00.000Z';

/**
 * A fake of the server's /api/auth routes behind a stubbed `fetch`, holding who is signed in.
 * Every route has a plausible default; `on` replaces one for a test. Any other URL fails the
 * call loudly, so a test never talks to the network by accident.
 */
export function installFakeAuthServer(
  options: { user?: FakeUser | null; method?: 'web2' | 'web3' } = {},
) {
  let user: FakeUser | null = options.user ?? null;
  const method = options.method ?? 'web2';
  const calls: FakeCall[] = [];
  const signIn = (): FakeAnswer => {
    user ??= makeUser();
    return answer(200, { user, expires: EXPIRES, method });
  };
  const handlers = new Map<string, Handler>([
    ['GET config', () => answer(200, { googleEnabled: true, devOutboxUrl: null })],
    [
      'GET session',
      () => answer(200, { user, expires: user ? EXPIRES : null, method: user ? method : null }),
    ],
    [
      'GET session-token',
      () =>
        user
          ? answer(200, { sessionToken: 'token-1', expires: EXPIRES })
          : refusal(401, 'authentication_required', 'Authentication required. Please sign in.'),
    ],
    [
      'POST check-email',
      () =>
        answer(200, {
          emailExists: false,
          exists: false,
          linkedToGoogle: false,
          hasPassword: false,
        }),
    ],
    [
      'POST register',
      (body) =>
        answer(200, {
          success: true,
          email: body.email,
          expiresIn: 300,
          message: 'Verification code sent',
        }),
    ],
    ['POST send-otp', (body) => answer(200, { success: true, email: body.email, expiresIn: 300 })],
    [
      'POST verify-otp',
      () => ({ ...signIn(), body: { verified: true, user, expires: EXPIRES, method } }),
    ],
    ['POST signin', signIn],
    [
      'POST signout',
      () => {
        user = null;
        return answer(200, { success: true });
      },
    ],
    ['POST forgot-password', () => answer(200, { success: true, expiresIn: 300 })],
    [
      'POST reset-password',
      () => ({ ...signIn(), body: { success: true, user, expires: EXPIRES, method } }),
    ],
  ]);

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const match = /^\/api\/auth\/(.+)$/.exec(url.pathname);
    if (!match) throw new TypeError(`fake fetch: no route for ${method} ${url.pathname}`);
    const path = match[1]!;
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ method, path, body });
    const handler = handlers.get(`${method} ${path}`);
    const result = handler ? await handler(body) : refusal(404, 'not_found', 'Not found');
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    fetch: fetchMock,
    /** Replaces the answer of one route, e.g. `on('POST', 'signin', () => refusal(401, …))`. */
    on(method: 'GET' | 'POST', path: string, handler: Handler) {
      handlers.set(`${method} ${path}`, handler);
    },
    /** Who the server thinks is signed in. */
    get user() {
      return user;
    },
    set user(value: FakeUser | null) {
      user = value;
    },
    /** The calls to one route. */
    callsTo(method: 'GET' | 'POST', path: string) {
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}

/** The fake auth server's handle. */
export type FakeAuthServer = ReturnType<typeof installFakeAuthServer>;
