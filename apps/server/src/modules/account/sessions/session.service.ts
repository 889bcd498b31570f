import { SESSION_TTL_MS } from '@earshot/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Clock } from '~/clock';
import { newToken, sha256 } from '../secrets';
import type { Alongside, SessionRepo, SessionRow } from './session.repo';

/** A session just opened: the token (shown once, never stored), when it ends, how it opened. */
export interface OpenedSession {
  token: string;
  expiresAt: Date;
  /** The primary method (spec 1 §4): the way in that opened this session. */
  method: SessionRow['method'];
}

// A token is 43 base64url characters; anything far off is not worth a query.
const PLAUSIBLE_TOKEN = /^[\w-]{20,128}$/;

/** Each token's sha256, or undefined for one that cannot be a token (never looked up). */
const plausibleHashes = (tokens: readonly (string | undefined)[]) =>
  tokens.map((token) => (token && PLAUSIBLE_TOKEN.test(token) ? sha256(token) : undefined));

const isHash = (hash: string | undefined): hash is string => hash !== undefined;

/** The answers for the looked-up hashes put back in place, undefined where none was looked up. */
function inPlace<R>(hashes: readonly (string | undefined)[], found: readonly (R | undefined)[]) {
  let next = 0;
  return hashes.map((hash) => (hash === undefined ? undefined : found[next++]));
}

/** Opens, resolves and ends sessions: opaque tokens kept as sha256, 24 h each. */
export function createSessionService(deps: { sessions: SessionRepo; clock: Clock }) {
  const { sessions, clock } = deps;

  /** The live sessions of tokens, in one statement: one answer per token, in order. */
  async function resolveMany(
    tokens: readonly (string | undefined)[],
  ): Promise<(SessionRow | undefined)[]> {
    const hashes = plausibleHashes(tokens);
    const found = await sessions.findLive(hashes.filter(isHash), clock.now());
    return inPlace(hashes, found);
  }

  return {
    /**
     * Opens a session for a user. A session the caller already had (`replacing`) is ended,
     * so every sign-in rotates the token. `method` is how the user proved who they are, the
     * session's primary method (spec 1 §4): every way in names it, none is assumed.
     */
    async open(
      userId: string,
      method: SessionRow['method'],
      replacing?: string,
    ): Promise<OpenedSession> {
      const now = clock.now();
      if (replacing) await sessions.delete(sha256(replacing));
      await sessions.deleteExpiredOf(userId, now);
      const token = newToken();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await sessions.insert({
        tokenHash: sha256(token),
        userId,
        method,
        expiresAt,
        createdAt: now,
      });
      return { token, expiresAt, method };
    },

    /** The live session of a token, if any. */
    async resolve(token: string | undefined): Promise<SessionRow | undefined> {
      return (await resolveMany([token]))[0];
    },

    resolveMany,

    /**
     * The live sessions of tokens, each with the row `alongside` reads for its account: one
     * statement where lookups and reads would be many (the listening socket's upgrades).
     */
    async resolveAlongMany<T extends PgTable>(
      tokens: readonly (string | undefined)[],
      alongside: Alongside<T>,
    ) {
      const hashes = plausibleHashes(tokens);
      const found = await sessions.findLiveAlong(hashes.filter(isHash), clock.now(), alongside);
      return inPlace(hashes, found);
    },

    /** Ends a session everywhere at once: the row goes, so no instance accepts the token. */
    async close(token: string | undefined): Promise<void> {
      if (token && PLAUSIBLE_TOKEN.test(token)) await sessions.delete(sha256(token));
    },

    /** Ends every session of a user except, optionally, one. */
    async closeAllOf(userId: string, keep?: string): Promise<void> {
      await sessions.deleteAllOf(userId, keep ? sha256(keep) : undefined);
    },
  };
}

/** The session service's shape. */
export type SessionService = ReturnType<typeof createSessionService>;
