/*
 * What the listening client stands on: where its token comes from, what the browser says of
 * the network, the socket's address and the close codes and bounds it acts on (ADR 0004).
 */

/** Where the token comes from: the runtime's session token, or a fake in tests. */
export interface TokenSource {
  get(): Promise<string | null>;
  drop(): void;
}

/** Whether the browser believes it is online, and its `offline`/`online` events. */
export interface NetworkStatus {
  online(): boolean;
  /** Calls `listener` with the new state on every change; answers the unsubscribe. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** The browser's own: navigator.onLine and the window's `offline`/`online` events. */
export const browserNetwork: NetworkStatus = {
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  subscribe(listener) {
    if (typeof window === 'undefined') return () => undefined;
    const offline = () => listener(false);
    const online = () => listener(true);
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  },
};

/** WebSocket.OPEN, spelled out so a stand-in socket class needs no statics. */
export const SOCKET_OPEN = 1;
/** A close without an opening handshake: the spec's refused upgrade. */
export const ABNORMAL_CLOSURE = 1006;
/** The server closes with this when a sign-in ends (expired, signed out) or a client floods. */
export const POLICY_VIOLATION = 1008;
/**
 * The server refused this connection for load (ADR 0004): its handshake opened, yet the
 * back-off keeps growing, as if it had never opened.
 */
export const TRY_AGAIN_LATER = 1013;

/**
 * A heartbeat the server has not answered within this is taken for a dead socket (a network
 * gone without a close, a server hung): the page says 'Connection lost' and reconnects. The
 * server answers each heartbeat once its credit is committed, in milliseconds (ADR 0004).
 */
export const HEARTBEAT_ANSWER_MS = 5_000;

/**
 * `/ws/listening?token=…` on this page's own origin (spec 1 §7: the token as a query
 * parameter), with `&claim=…` when this page owned a session (ADR 0004's extension).
 */
export function listeningUrl(
  token: string,
  claim: string | null = null,
  location: Location = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const presented = claim === null ? '' : `&claim=${encodeURIComponent(claim)}`;
  return `${scheme}//${location.host}/ws/listening?token=${encodeURIComponent(token)}${presented}`;
}
