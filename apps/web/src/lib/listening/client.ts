/*
 * Longer than the house's 300 lines, on purpose: the client is one state machine (the socket,
 * its retry, heartbeat and answer timers, the network's events and the snapshot React reads)
 * whose steps all read and change the same few variables; cut into files, each piece would take
 * that state as arguments and the order of its steps would be harder to follow. What it stands
 * on (token, network, address, close codes) is in connection.ts; the wire format in
 * messages.ts; the session's figures in session-state.ts; the back-off in backoff.ts.
 */
import { HEARTBEAT_INTERVAL_MS, PAUSE_DEDUPE_MS } from '@earshot/domain';
import { type Clock, systemClock, type TimerHandle } from '@/lib/clock';
import { OVERLOADED_MAX_MS, RECONNECT_MAX_MS, reconnectDelay } from './backoff';
import { type ClientMessage, encodeClientMessage, parseServerMessage } from './messages';
import { applyServerMessage, emptySessionState, type SessionState } from './session-state';
import {
  ABNORMAL_CLOSURE,
  browserNetwork,
  HEARTBEAT_ANSWER_MS,
  listeningUrl,
  type NetworkStatus,
  POLICY_VIOLATION,
  SOCKET_OPEN,
  type TokenSource,
  TRY_AGAIN_LATER,
} from './connection';
import { listeningErrors } from './texts';

export { browserNetwork, HEARTBEAT_ANSWER_MS, listeningUrl, type NetworkStatus, type TokenSource };

/** Spec 1 §3: the connection state of the listening service. */
export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'error';

export interface ListeningSnapshot extends SessionState {
  connection: ConnectionState;
  /** The connection failed or dropped and has not come back yet (the panel's disconnected view). */
  lost: boolean;
  /**
   * Back after a lost connection while the player plays, this page's `play` not answered yet:
   * until the server says where its session stands, the figures hold as while lost.
   */
  rejoining: boolean;
  /** The last error, in the spec's words (or the server's, from an `error` message). */
  error: string | null;
}

export interface ListeningClientOptions {
  token: TokenSource;
  /**
   * The socket's address for a token and the claim to present; by default this page's origin
   * (ws: or wss:).
   */
  url?: (token: string, claim: string | null) => string;
  createSocket?: (url: string) => WebSocket;
  clock?: Clock;
  random?: () => number;
  network?: NetworkStatus;
}

/** The server's answers to a `play`. */
const ANSWERS_TO_PLAY = new Set(['session_start', 'session_resume', 'session_end']);

const initial: ListeningSnapshot = {
  ...emptySessionState,
  connection: 'disconnected',
  lost: false,
  rejoining: false,
  error: null,
};

/**
 * The live listening connection, outside React like the audio engine. It connects only
 * while started (the app starts it for a signed-in user), reconnects with back-off, sends
 * heartbeats every 15 s while its own session is active and the player really plays, and
 * keeps the session as the server describes it. The player side says what is happening
 * through `play`, `pause` and `end`; React reads `getSnapshot` with `useSyncExternalStore`.
 */
export function createListeningClient(options: ListeningClientOptions) {
  const token = options.token;
  const url = options.url ?? ((value: string, claim: string | null) => listeningUrl(value, claim));
  const createSocket = options.createSocket ?? ((address: string) => new WebSocket(address));
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const network = options.network ?? browserNetwork;

  let snapshot = initial;
  const listeners = new Set<() => void>();
  const messageListeners = new Set<(type: string) => void>();
  let socket: WebSocket | null = null;
  let running = false;
  /** Bumped on every connect and stop: callbacks of an older socket are ignored. */
  let generation = 0;
  let attempt = 0;
  let retryTimer: TimerHandle | null = null;
  let heartbeatTimer: TimerHandle | null = null;
  /** Runs from a heartbeat sent until any frame arrives: a socket that says nothing is dead. */
  let answerTimer: TimerHandle | null = null;
  /** The last close was a refusal for load: the back-off may grow to its longer ceiling. */
  let overloaded = false;
  let unsubscribeNetwork: (() => void) | null = null;
  /** As the browser last said (navigator.onLine at the start, then its events). */
  let online = true;
  let deferredPause: TimerHandle | null = null;
  /** The track the player really plays now, or null: re-sent as `play` after a reconnect. */
  let intent: number | null = null;
  /** A `play` went out and its session has not been confirmed yet. */
  let awaitingStart = false;
  /** No `play` since the last `pause`: another pause would be a duplicate. */
  let pauseSent = true;
  let lastPauseAt = Number.NEGATIVE_INFINITY;
  let ending: Promise<void> | null = null;
  /**
   * The claim the server gave this page as the owner of its session, kept in memory only (per
   * tab): presented on reconnect, it lets this page, and no other tab, take its session over
   * on whichever instance it lands.
   */
  let claim: string | null = null;
  let endWaiters: Array<() => void> = [];

  function update(patch: Partial<ListeningSnapshot>) {
    snapshot = { ...snapshot, ...patch };
    syncHeartbeat();
    for (const listener of listeners) listener();
  }

  const clear = (timer: TimerHandle | null) => {
    if (timer !== null) clock.clearTimeout(timer);
    return null;
  };

  function settleEnd() {
    const waiters = endWaiters;
    endWaiters = [];
    ending = null;
    for (const resolve of waiters) resolve();
  }

  function send(message: ClientMessage): boolean {
    if (!socket || socket.readyState !== SOCKET_OPEN) {
      // The cause of a lost connection says more than this, so it stays.
      if (snapshot.connection !== 'connecting' && snapshot.error === null) {
        update({ error: listeningErrors.notConnected });
      }
      return false;
    }
    socket.send(encodeClientMessage(message));
    return true;
  }

  /** Heartbeats run while this page's session is active and the player really plays. */
  function syncHeartbeat() {
    const session = snapshot.session;
    const needed =
      snapshot.connection === 'connected' &&
      intent !== null &&
      session?.owned === true &&
      session.status === 'active';
    if (!needed) heartbeatTimer = clear(heartbeatTimer);
    else if (heartbeatTimer === null) {
      heartbeatTimer = clock.setTimeout(beat, HEARTBEAT_INTERVAL_MS);
    }
  }

  function beat() {
    heartbeatTimer = null;
    sendHeartbeat();
    syncHeartbeat();
  }

  function sendHeartbeat() {
    const sent = send({
      type: 'heartbeat',
      payload: { timestamp: Math.floor(clock.now() / 1000) },
    });
    if (sent && answerTimer === null) {
      const asked = generation;
      answerTimer = clock.setTimeout(() => {
        answerTimer = null;
        if (asked === generation) dead();
      }, HEARTBEAT_ANSWER_MS);
    }
  }

  function sendPlay(trackId: number) {
    if (send({ type: 'play', payload: { track_id: trackId } })) awaitingStart = true;
  }

  function onFrame(data: unknown) {
    answerTimer = clear(answerTimer);
    const message = parseServerMessage(data);
    if (!message) {
      update({ error: listeningErrors.parse });
      return;
    }
    if (message.type === 'error') {
      awaitingStart = false;
      settleEnd();
      update({ error: message.payload.message ?? listeningErrors.parse, rejoining: false });
    } else {
      if (message.payload.claim !== undefined) claim = message.payload.claim;
      if (message.type !== 'heartbeat' && message.type !== 'pause') awaitingStart = false;
      const next = applyServerMessage(snapshot, message, clock.now());
      if (message.type === 'session_end' && next.session === null) settleEnd();
      // Its play is answered (the session_update sent on connect is not the answer).
      update(ANSWERS_TO_PLAY.has(message.type) ? { ...next, rejoining: false } : next);
      // The server paused a session the player still plays (silence): play resumes it.
      const session = next.session;
      if (message.type === 'pause' && session?.owned && intent !== null) sendPlay(intent);
    }
    for (const listener of messageListeners) listener(message.type);
  }

  function scheduleRetry() {
    retryTimer = clear(retryTimer);
    // Offline, nothing can connect: the `online` event reconnects at once instead.
    if (!running || !online) return;
    const max = overloaded ? OVERLOADED_MAX_MS : RECONNECT_MAX_MS;
    retryTimer = clock.setTimeout(() => void connect(), reconnectDelay(attempt, random, max));
    attempt += 1;
  }

  /** The connection dropped after it had opened (or was found dead): say so, then come back. */
  function dropped(error: string | null) {
    socket = null;
    answerTimer = clear(answerTimer);
    awaitingStart = false;
    settleEnd();
    // The server keeps the session: a reconnect within its grace period carries on with it.
    update({ connection: 'disconnected', lost: true, session: null, error });
    scheduleRetry();
  }

  /**
   * The socket is known dead without having closed (offline, or a heartbeat unanswered): its
   * callbacks are ignored from now on, and it is closed for what good that does.
   */
  function dead() {
    if (!socket) return;
    const old = socket;
    generation += 1;
    old.close();
    dropped(listeningErrors.connection);
  }

  function onNetwork(now: boolean) {
    online = now;
    if (!running) return;
    if (!online) {
      retryTimer = clear(retryTimer);
      if (socket && snapshot.connection === 'connected') dead();
      else if (snapshot.connection !== 'connected') {
        // Still trying: the attempt in flight cannot succeed; wait for the network instead.
        generation += 1;
        socket?.close();
        socket = null;
        update({ connection: 'disconnected', lost: true });
      }
      return;
    }
    if (snapshot.connection === 'connected') return;
    attempt = 0;
    void connect();
  }

  function fail(error: string) {
    socket = null;
    answerTimer = clear(answerTimer);
    awaitingStart = false;
    settleEnd();
    update({ connection: 'error', lost: true, error, session: null });
    scheduleRetry();
  }

  /** A close before the handshake: a refused token, or a server out of reach. Asking for a fresh token tells which. */
  async function refused(asked: number) {
    token.drop();
    let fresh: string | null;
    try {
      fresh = await token.get();
    } catch {
      if (asked === generation) fail(listeningErrors.connection);
      return;
    }
    if (asked !== generation) return;
    if (fresh === null) {
      // Nobody is signed in any more: the app stops the client when the session says so.
      update({ connection: 'error', lost: true, error: listeningErrors.auth, session: null });
      return;
    }
    fail(listeningErrors.auth);
  }

  async function connect() {
    retryTimer = clear(retryTimer);
    const asked = ++generation;
    /** The back-off step this attempt was made at: a refusal for load resumes from it. */
    const step = attempt;
    update({ connection: 'connecting' });
    let value: string | null;
    try {
      value = await token.get();
    } catch {
      if (asked === generation) fail(listeningErrors.token);
      return;
    }
    if (asked !== generation || !running) return;
    if (value === null) {
      update({ connection: 'error', lost: true, error: listeningErrors.auth });
      return;
    }
    let ws: WebSocket;
    try {
      ws = createSocket(url(value, claim));
    } catch {
      fail(listeningErrors.create);
      return;
    }
    socket = ws;
    let opened = false;
    const current = () => asked === generation;
    ws.onopen = () => {
      if (!current()) return;
      opened = true;
      attempt = 0;
      overloaded = false;
      const rejoining = snapshot.lost && intent !== null;
      update({ connection: 'connected', lost: false, rejoining, error: null });
      if (intent !== null) sendPlay(intent);
    };
    ws.onmessage = (event: MessageEvent) => {
      if (current()) onFrame(event.data);
    };
    ws.onerror = () => {
      if (current()) update({ error: listeningErrors.connection });
    };
    ws.onclose = (event: CloseEvent) => {
      if (!current()) return;
      socket = null;
      answerTimer = clear(answerTimer);
      awaitingStart = false;
      settleEnd();
      if (!opened && event.code === ABNORMAL_CLOSURE) {
        update({ connection: 'error', lost: true, session: null });
        void refused(asked);
        return;
      }
      // A policy close (1008) may mean the sign-in ended: the next attempt asks for a fresh token.
      if (event.code === POLICY_VIOLATION) token.drop();
      if (event.code === TRY_AGAIN_LATER) {
        attempt = Math.max(attempt, step);
        overloaded = true;
      }
      if (opened) {
        dropped(snapshot.error);
        return;
      }
      update({
        connection: 'error',
        lost: true,
        session: null,
        error: listeningErrors.connection,
      });
      scheduleRetry();
    };
  }

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Calls `listener` with the type of every server message it could read. */
    onMessage(listener: (type: string) => void) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    /** Connects (someone signed in); does nothing when already started. */
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      overloaded = false;
      online = network.online();
      unsubscribeNetwork = network.subscribe(onNetwork);
      void connect();
    },
    /** Closes for good (signed out): no reconnect, nothing kept. */
    stop() {
      running = false;
      generation += 1;
      unsubscribeNetwork?.();
      unsubscribeNetwork = null;
      retryTimer = clear(retryTimer);
      answerTimer = clear(answerTimer);
      deferredPause = clear(deferredPause);
      const open = socket;
      socket = null;
      open?.close(1000, 'Signed out');
      intent = null;
      claim = null;
      awaitingStart = false;
      pauseSent = true;
      settleEnd();
      snapshot = initial;
      update({});
    },
    /** The Reconnect button: tries at once, back-off starting afresh. */
    reconnect() {
      if (!running || snapshot.connection === 'connected') return;
      attempt = 0;
      const old = socket;
      socket = null;
      generation += 1;
      old?.close();
      void connect();
    },
    /** The player really plays `trackId` (spec: `play` only on real playback). */
    play(trackId: number) {
      intent = trackId;
      pauseSent = false;
      deferredPause = clear(deferredPause);
      sendPlay(trackId);
      syncHeartbeat();
    },
    /** The player stopped, buffers or is muted. A duplicate pause is ignored. */
    pause() {
      intent = null;
      syncHeartbeat();
      if (pauseSent || deferredPause !== null) return;
      const wait = lastPauseAt + PAUSE_DEDUPE_MS - clock.now();
      const go = () => {
        deferredPause = null;
        if (intent !== null || pauseSent) return;
        pauseSent = true;
        lastPauseAt = clock.now();
        send({ type: 'pause' });
      };
      // The server ignores a pause within 200 ms of the last; this one must not be lost.
      if (wait > 0) deferredPause = clock.setTimeout(go, wait);
      else go();
    },
    /**
     * The page goes away (closed, reloaded, navigated off): a session of this page ends now,
     * so the server credits up to this moment (the next heartbeat would never come). Nothing
     * waits for the answer; a page that comes back from the back/forward cache plays again.
     */
    leave() {
      intent = null;
      pauseSent = true;
      deferredPause = clear(deferredPause);
      syncHeartbeat();
      if (snapshot.session?.owned === true || awaitingStart) send({ type: 'end' });
    },
    /**
     * The page was hidden while it plays (it may be discarded without another word): settles
     * the credit up to now with a heartbeat out of turn.
     */
    flush() {
      if (heartbeatTimer === null) return;
      heartbeatTimer = clear(heartbeatTimer);
      beat();
    },
    /**
     * The song ended or is about to change: asks the server to end the session and settles
     * when it confirms (session_end), at once when there is no session to end.
     */
    end(): Promise<void> {
      intent = null;
      pauseSent = true;
      deferredPause = clear(deferredPause);
      syncHeartbeat();
      if (ending) return ending;
      const live = snapshot.session?.owned === true || awaitingStart;
      if (!live || !send({ type: 'end' })) return Promise.resolve();
      ending = new Promise<void>((resolve) => endWaiters.push(resolve));
      return ending;
    },
  };
}

export type ListeningClient = ReturnType<typeof createListeningClient>;
