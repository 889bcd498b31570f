import { SESSION_TTL_MS } from '@earshot/domain';
import type { Clock } from '~/clock';
import { newToken, sha256 } from '../secrets';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/** Opens, resolves and ends sessions: opaque tokens kept as sha256, 24 h each. */
export function createSessionService(deps: { sessions: SessionRepo; clock: Clock }) {
  const { sessions, clock } = deps;
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
      if (!token || !PLAUSIBLE_TOKEN.test(token)) return undefined;
      return sessions.findLive(sha256(token), clock.now());
    },

    /**
     * The live session of a token, if any, with the row `alongside` reads for its account:
     * one statement where a lookup and a read would be two (the listening socket's upgrade).
     */
    async resolveAlong<T extends PgTable>(token: string | undefined, alongside: Alongside<T>) {
      if (!token || !PLAUSIBLE_TOKEN.test(token)) return undefined;
      return sessions.findLiveAlong(sha256(token), clock.now(), alongside);
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
