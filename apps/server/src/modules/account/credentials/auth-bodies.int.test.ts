import { ACCOUNT_TEXTS } from '@earshot/domain';
import { AUTH_CALLS, AUTH_PREFIX, SETTINGS_CALLS } from '@earshot/wire';
import { describe, expect, it } from 'vitest';
import { browser, PASSWORD } from '~/test/accounts';
import { useTestServer } from '~/test/fixture';

const t = useTestServer();

// Every POST call with a body, and the fields its body reads.
const calls = [...Object.values(AUTH_CALLS), ...Object.values(SETTINGS_CALLS)].flatMap((call) =>
  call.method === 'POST' && call.body
    ? [{ path: call.path, fields: Object.keys(call.body.shape) }]
    : [],
);
const withEmail = calls.filter((call) => call.fields.includes('email'));

const FINE: Record<string, unknown> = {
  email: 'fine@example.com',
  password: PASSWORD,
  otp: '123456',
  name: 'Fine',
};
const UNSTORABLE = ['\u0000\ud800@x.io', 'a\u0000b@x.io', 'a\ud800b@x.io', 'a\udc00b@x.io'];
// What a database, a driver or a parser would say; none of it may reach a client.
const LEAKS = /server error|byte sequence|0x00|utf-?8|encoding|syntax|postgres|sql|zod|expected/i;

const post = (path: string, body: Record<string, unknown>) =>
  browser(t.baseUrl, { address: '10.1.2.3' }).post(`${AUTH_PREFIX}/${path}`, body);

it('has e-mail calls to try', () => {
  expect(withEmail.map((call) => call.path)).toEqual(
    expect.arrayContaining(['signin', 'send-otp', 'check-email', 'register', 'forgot-password']),
  );
});

describe.each(withEmail.map((call) => [call.path, call] as const))(
  'POST /api/auth/%s',
  (_, call) => {
    it.each(UNSTORABLE)(
      "answers an e-mail holding %j with 400 and the spec's invalid e-mail text",
      async (email) => {
        const body = Object.fromEntries(call.fields.map((field) => [field, FINE[field]]));
        const res = await post(call.path, { ...body, email });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          error: ACCOUNT_TEXTS.emailInvalid,
          message: ACCOUNT_TEXTS.emailInvalid,
          code: 'email_invalid',
        });
      },
    );
  },
);

const withOtherFields = calls.filter((call) => call.fields.some((name) => name !== 'email'));

describe.each(withOtherFields.map((call) => [call.path, call] as const))(
  'POST /api/auth/%s',
  (_, call) => {
    it('answers any other field holding NUL or a lone surrogate with a plain 400', async () => {
      for (const field of call.fields.filter((name) => name !== 'email')) {
        for (const text of ['a\u0000B1bbbbbb', 'a\ud800B1bbbbbb']) {
          const body = Object.fromEntries(call.fields.map((name) => [name, FINE[name]]));
          const res = await post(call.path, { ...body, [field]: text });
          expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
          expect(res.body).toEqual({
            error: 'Invalid request.',
            message: 'Invalid request.',
            code: 'invalid_request',
          });
          expect(JSON.stringify(res.body)).not.toMatch(LEAKS);
        }
      }
    });
  },
);
