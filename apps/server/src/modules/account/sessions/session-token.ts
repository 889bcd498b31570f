const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Where a request may carry its session token. Each door passes only the places it accepts:
 * REST the header and the cookie, RPC the header, the listening socket its URL.
 */
export interface TokenPlaces {
  /** The `authorization` header: `Bearer <token>`. */
  authorization?: string | null | undefined;
  /** The session cookie's value, as the browser sends it on its own. */
  cookie?: string | undefined;
  /** The request's path and query: a browser cannot set headers on a WebSocket, so `?token=`. */
  url?: string | undefined;
}

function queryToken(url: string | undefined): string | undefined {
  const query = url?.indexOf('?') ?? -1;
  if (!url || query < 0) return undefined;
  return new URLSearchParams(url.slice(query + 1)).get('token') ?? undefined;
}

/**
 * The session token a request carries: `authorization: Bearer`, else the session cookie, else
 * the URL's `?token=`. The one place every door (REST, RPC, the socket) reads it from.
 */
export function sessionTokenOf(places: TokenPlaces): string | undefined {
  return BEARER.exec(places.authorization ?? '')?.[1] ?? places.cookie ?? queryToken(places.url);
}
