/**
 * The session token as RPC and the listening socket need it (spec 1 §7): read from
 * `/api/auth/session-token` while someone is signed in, cached until it expires, dropped on
 * sign-out or when the server refuses it. The account feature says who is signed in; this
 * module never guesses, so a visitor's calls never ask for a token.
 */

interface Cached {
  value: string;
  expiresAt: number;
}

const TOKEN_URL = '/api/auth/session-token';
// Ask again a little before the server's expiry rather than send a token about to die.
const EXPIRY_MARGIN_MS = 60_000;

/** The session token as one app (or one test) sees it; see createSessionToken. */
export type SessionToken = ReturnType<typeof createSessionToken>;

/** A session token cache for one runtime (lib/runtime): a visitor until told otherwise. */
export function createSessionToken() {
  let signedIn = false;
  let cached: Cached | null = null;
  let pending: Promise<string | null> | null = null;
  // Bumped on every reset so an answer that arrives after a sign-out is thrown away.
  let generation = 0;
  const refusedListeners = new Set<() => void>();

  function reset() {
    cached = null;
    pending = null;
    generation += 1;
  }

  function refused() {
    signedIn = false;
    reset();
    for (const listener of refusedListeners) listener();
  }

  async function fetchToken(asked: number): Promise<string | null> {
    const res = await fetch(TOKEN_URL, { credentials: 'same-origin' });
    if (asked !== generation) return null;
    if (res.status === 401) {
      refused();
      return null;
    }
    if (!res.ok) throw new Error('Failed to fetch session token');
    const body = (await res.json()) as { sessionToken: string; expires: string };
    if (asked !== generation) return null;
    cached = { value: body.sessionToken, expiresAt: Date.parse(body.expires) };
    return cached.value;
  }

  return {
    /** Tells whether someone is signed in; any change drops the cached token (a new sign-in has a new one). */
    setSignedIn(value: boolean): void {
      if (value === signedIn) return;
      signedIn = value;
      reset();
    },

    /** The token to send, or null for a visitor. Concurrent callers share one request. */
    async get(): Promise<string | null> {
      if (!signedIn) return null;
      if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return cached.value;
      if (!pending) {
        const asked = generation;
        pending = fetchToken(asked).finally(() => {
          if (asked === generation) pending = null;
        });
      }
      return pending;
    },

    /** Forgets the cached token (the server refused it); the next call asks again. */
    drop(): void {
      reset();
    },

    /** Calls `listener` when the server says nobody is signed in any more; answers the unsubscribe. */
    onRefused(listener: () => void): () => void {
      refusedListeners.add(listener);
      return () => refusedListeners.delete(listener);
    },
  };
}
