import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionTokenOf } from './session-token';
import { publicOrigin } from '~/http/public-origin';

/** The session cookie: HttpOnly, SameSite=Lax, Secure under https, 24 h. */
export const SESSION_COOKIE = 'earshot_session';
/** Binds a Google sign-in's state to the browser that started it. */
export const OAUTH_STATE_COOKIE = 'earshot_oauth_state';
const OAUTH_COOKIE_PATH = '/api/auth/google';
/** The wallet a Google linking started for (spec 1 §9: 15 minutes), beside its state cookie. */
export const OAUTH_WALLET_COOKIE = 'earshot_oauth_wallet';
const LINK_COOKIE_PATH = '/api/auth/link-web3-oauth';
const LINK_WALLET_SECONDS = 15 * 60;

/** One cookie's value from the request (parsed by @fastify/cookie), if present. */
export function readCookie(req: FastifyRequest, name: string): string | undefined {
  return req.cookies[name];
}

/** The session token a REST request carries: `authorization: Bearer`, else the session cookie. */
export function requestToken(req: FastifyRequest): string | undefined {
  return sessionTokenOf({
    authorization: req.headers.authorization,
    cookie: readCookie(req, SESSION_COOKIE),
  });
}

export { publicOrigin };

const isSecure = (req: FastifyRequest, publicUrl: string | undefined) =>
  publicOrigin(req, publicUrl).startsWith('https:');

function cookie(
  name: string,
  value: string,
  options: { maxAgeSeconds: number; path: string; secure: boolean },
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

function append(reply: FastifyReply, value: string) {
  const existing = reply.getHeader('set-cookie');
  const list = Array.isArray(existing) ? existing : typeof existing === 'string' ? [existing] : [];
  void reply.header('set-cookie', [...list, value]);
}

/** The Set-Cookie line of a session cookie that lives as long as the session. */
export function sessionCookieLine(
  session: { token: string; expiresAt: Date },
  now: Date,
  secure: boolean,
): string {
  const maxAgeSeconds = Math.max(
    0,
    Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000),
  );
  return cookie(SESSION_COOKIE, session.token, { maxAgeSeconds, path: '/', secure });
}

/** The session token in a raw Cookie header, if any (RPC calls have no parsed cookies). */
export function sessionCookieOf(header: string | null | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (part.slice(0, eq).trim() === SESSION_COOKIE) {
      return decodeURIComponent(part.slice(eq + 1).trim()) || undefined;
    }
  }
  return undefined;
}

/** Sets the session cookie to live as long as the session. */
export function setSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string | undefined,
  session: { token: string; expiresAt: Date },
  now: Date,
) {
  append(reply, sessionCookieLine(session, now, isSecure(req, publicUrl)));
}

/** Removes the session cookie. */
export function clearSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string | undefined,
) {
  append(
    reply,
    cookie(SESSION_COOKIE, '', { maxAgeSeconds: 0, path: '/', secure: isSecure(req, publicUrl) }),
  );
}

/**
 * Sets (or, with an empty value, removes) the Google state cookie; `linking` scopes it to the
 * wallet user's Google linking instead of the sign-in.
 */
export function setOAuthStateCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string | undefined,
  state: string,
  linking = false,
) {
  append(
    reply,
    cookie(OAUTH_STATE_COOKIE, state, {
      maxAgeSeconds: state ? 30 * 60 : 0,
      path: linking ? LINK_COOKIE_PATH : OAUTH_COOKIE_PATH,
      secure: isSecure(req, publicUrl),
    }),
  );
}

/** Sets (or, with an empty value, removes) the wallet cookie of a Google linking. */
export function setOAuthWalletCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string | undefined,
  wallet: string,
) {
  append(
    reply,
    cookie(OAUTH_WALLET_COOKIE, wallet, {
      maxAgeSeconds: wallet ? LINK_WALLET_SECONDS : 0,
      path: LINK_COOKIE_PATH,
      secure: isSecure(req, publicUrl),
    }),
  );
}
