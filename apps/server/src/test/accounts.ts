import { expect } from 'vitest';
import type { TestServer } from './test-server';

/** An answer read back: status, JSON body and the cookies it set. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A browser-like client of the /api/auth routes: JSON in and out, and a cookie jar that keeps
 * what the server sets (and drops what it clears), so sessions flow as in a browser.
 */
export function browser(baseUrl: string, options: { address?: string } = {}) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (headers: Headers) => {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => a.trim().toLowerCase() === 'max-age=0');
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };
  const request = async <T>(
    method: string,
    path: string,
    body?: unknown,
    init: RequestInit = {},
  ) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', cookieHeader());
    if (options.address) headers.set('x-forwarded-for', options.address);
    if (body !== undefined) headers.set('content-type', 'application/json');
    const res = await fetch(`${baseUrl}${path}`, {
      ...init,
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    keep(res.headers);
    const text = await res.text();
    const parsed: unknown =
      text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: res.status, body: parsed as T, headers: res.headers };
  };
  return {
    jar,
    get: <T = Record<string, unknown>>(path: string, init?: RequestInit): Promise<Answer<T>> =>
      request<T>('GET', path, undefined, init),
    post: <T = Record<string, unknown>>(
      path: string,
      body: unknown = {},
      init?: RequestInit,
    ): Promise<Answer<T>> => request<T>('POST', path, body, init),
    /** The session cookie's token, if the jar holds one. */
    token: () => jar.get('earshot_session'),
  };
}

/** A browser-like client of the auth routes. */
export type Browser = ReturnType<typeof browser>;

/** The six-digit code in a mail's text. */
export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `no code in: ${text}`).toBeDefined();
  return code ?? '';
}

/** Waits for the next code mail to an address that is not in the dev outbox yet: start it before the request. */
export async function nextCode(
  t: TestServer,
  to: string,
  subject: RegExp = /verification/,
): Promise<string> {
  const outbox = t.server.outbox;
  if (!outbox)
    throw new Error('this test server sends real mail: read the code from the SMTP server');
  const seen = new Set(outbox.messages());
  const message = await outbox.next((m) => m.to === to && subject.test(m.subject) && !seen.has(m));
  return codeIn(message.text);
}

/** The latest code mailed to an address (already in the dev outbox). */
export function latestCode(t: TestServer, to: string, subject: RegExp = /verification/): string {
  const message = t.server.outbox?.messages().find((m) => m.to === to && subject.test(m.subject));
  if (!message) throw new Error(`no mail to ${to}`);
  return codeIn(message.text);
}

/** Any string, typed for use inside expected objects. */
export const anyString = (): unknown => expect.any(String);

/** A string matching a pattern, typed for use inside expected objects. */
export const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);

/** A strong password that passes every rule. */
export const PASSWORD = 'Listen2Music';

/** Another strong password, to change to. */
export const NEW_PASSWORD = 'Fresh2Tunes';

/** The session answer of a signed-out browser. */
export const SIGNED_OUT = { user: null, expires: null, method: null };

/** Signs up through the real routes (register, the mailed code, verify): a signed-in browser. */
export async function signUp(
  t: TestServer,
  input: { email: string; password?: string; name?: string | null },
  client: Browser = browser(t.baseUrl),
) {
  const registered = await client.post('/api/auth/register', {
    email: input.email,
    password: input.password ?? PASSWORD,
    name: input.name ?? null,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const otp = latestCode(t, input.email.trim().toLowerCase());
  const verified = await client.post<{ user: { id: string } }>('/api/auth/verify-otp', {
    email: input.email,
    otp,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { client, user: verified.body.user, token: client.token() ?? '' };
}
