import fc from 'fast-check';
import { AUTH_CALLS, AUTH_PREFIX, GOOGLE_PATHS, SETTINGS_CALLS } from '@earshot/wire';
import { anyJson, asciiText, hostileString, objectShaped } from '../hostile';
import { rawRequest } from '~/test/raw-http';
import { describe, judgeAnswer } from '../verdict';
import type { Surface } from './surface';

interface AuthInput {
  method: 'GET' | 'POST';
  path: string;
  contentType: string | undefined;
  body: string | undefined;
  cookie: string | undefined;
  address: string;
}

/** Every key any /api/auth body knows, and a few it does not. */
const KEYS = [
  'email',
  'password',
  'name',
  'otp',
  'code',
  'currentPassword',
  'newPassword',
  'walletAddress',
  'linkToWeb3',
  '__proto__',
  'constructor',
];

const fieldValue = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 1, arbitrary: anyJson },
  { weight: 1, arbitrary: objectShaped },
);
/** A body shaped like the routes' own (any subset of their fields), or with any known key. */
const shapedBody = fc
  .oneof(
    {
      weight: 3,
      arbitrary: fc.record(
        {
          email: fieldValue,
          password: fieldValue,
          name: fieldValue,
          otp: fieldValue,
          walletAddress: fieldValue,
          linkToWeb3: fc.oneof(fc.boolean(), fieldValue),
        },
        { requiredKeys: [] },
      ),
    },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...KEYS), fieldValue, { maxKeys: 5 }) },
  )
  .map((o) => JSON.stringify(o));
const body = fc.oneof(
  { weight: 6, arbitrary: shapedBody },
  { weight: 1, arbitrary: anyJson.map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fc.string({ maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '{', '{"email":', '[]', 'null', '{"email":"a@b.c"}'.repeat(2)),
  },
);

const routes = [
  ...[...Object.values(AUTH_CALLS), ...Object.values(SETTINGS_CALLS)].map((c) => ({
    method: c.method,
    path: `${AUTH_PREFIX}/${c.path}`,
  })),
  { method: 'GET' as const, path: GOOGLE_PATHS.start },
  { method: 'GET' as const, path: GOOGLE_PATHS.callback },
  { method: 'GET' as const, path: GOOGLE_PATHS.linkWeb3 },
  { method: 'GET' as const, path: GOOGLE_PATHS.linkWeb3Callback },
];

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join('.'));

/** Every /api/auth route: hostile bodies, wrong content types, odd cookies and queries. */
export const authSurface: Surface<AuthInput> = {
  name: '/api/auth bodies (every route, Google sign-in and linking start and callback)',
  share: 0.2,
  checksState: true,
  inputs() {
    return fc.record({
      method: fc.constantFrom<'GET' | 'POST'>('GET', 'POST'),
      path: fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...routes).map((r) => r.path) },
        {
          weight: 2,
          arbitrary: fc
            .tuple(fc.constantFrom(...routes), asciiText(30))
            .map(
              ([r, q]) =>
                `${r.path}?${encodeURIComponent(q)}=${encodeURI(q)}&state=${encodeURIComponent(q)}`,
            ),
        },
      ),
      contentType: fc.constantFrom(
        'application/json',
        'application/json',
        'application/json; charset=utf-16',
        'text/plain',
        'application/x-www-form-urlencoded',
        undefined,
      ),
      body: fc.option(body, { nil: undefined }),
      cookie: fc.option(
        asciiText(40).map((v) => `earshot_session=${encodeURIComponent(v)}`),
        { nil: undefined },
      ),
      address: ipv4,
    });
  },
  async send(target, input) {
    const headers: Record<string, string> = { 'x-forwarded-for': input.address };
    if (input.contentType) headers['content-type'] = input.contentType;
    if (input.cookie) headers.cookie = input.cookie;
    const answer = await rawRequest(target.baseUrl, {
      method: input.method,
      path: input.path,
      headers,
      ...(input.body === undefined ? {} : { body: Buffer.from(input.body) }),
    });
    return judgeAnswer(answer);
  },
  show: (input) =>
    `${input.method} ${input.path} (${input.contentType ?? 'no type'}) ${describe(input.body)}`,
};
