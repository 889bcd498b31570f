import {
  CLOSED_SESSION_END_MS,
  PAUSE_DEDUPE_MS,
  SILENCE_PAUSE_MS,
  type ListeningSession,
} from '@earshot/domain';
import type { WebSocket } from 'ws';
import type { Clock } from '~/clock';
import { asAppError, needsLog } from '~/errors';
import type { Logger } from '~/logger';
import type { Bid, ListeningService, Outcome, Owned } from '~/modules/listening';
import {
  encode,
  parseClientMessage,
  sessionPayload,
  type ClientMessage,
  type ServerMessageType,
  type ServerPayload,
} from './codec';
import {
  floodCounter,
  MAX_BUFFERED_BYTES,
  PING_INTERVAL_MS,
  RECHECK_INTERVAL_MS,
} from './connection-guard';

/** The sweep's tick: each tick pings, re-checks and silences only the connections due. */
const SWEEP_TICK_MS = 250;
/**
 * Re-checks run this many at a time, queued behind each other: 20,000 sockets re-check about
 * 330 sign-ins a second. Those running together are looked up together (the route's resolver
 * is batched: one statement a batch, at most two in the database pool), so they never queue
 * the heartbeats' writes behind them; the cap bounds what one batch holds.
 */
const RECHECKS_AT_ONCE = 500;

/** Who a socket speaks for: its account, and until when its sign-in holds. */
export interface SocketAuth {
  userId: string;
  /** When the sign-in expires (server clock); the socket closes at the first frame after. */
  expiresAtMs: number;
  /** Asks again whether the sign-in still holds (signed out, account disabled). */
  recheck: () => Promise<{ expiresAtMs: number } | undefined>;
}

interface Connection {
  auth: SocketAuth;
  socket: WebSocket;
  /** The session this connection owns (started or adopted), while it is the account's live one. */
  own: Owned | undefined;
  /**
   * The claim its client presented on connect (the one it was given as the owner of its
   * session before reconnecting): it lets the connection adopt that session, and no other.
   */
  presented: string | undefined;
  lastHeardMs: number;
  lastPauseMs: number;
  alive: boolean;
  /** When to ping next: wall-clock time, which a fixed test clock cannot rush past a pong. */
  pingAt: number;
  /** When to re-check the sign-in next, on the server clock. */
  recheckAt: number;
  /** Whether a re-check is waiting its turn or in flight. */
  rechecking: boolean;
  flooding: () => boolean;
  queue: Promise<void>;
}

/** A session whose socket closed without `end`: ended at `endAt` unless taken over first. */
interface Orphan {
  userId: string;
  own: Owned;
  /** When to end it, on the server clock. */
  endAt: number;
}

/** Close code and reason for every socket when the server stops. */
export const GOING_AWAY = { code: 1001, reason: 'Server shutting down' } as const;

/** Close code and reason for a socket whose sign-in ended (expired, signed out, disabled). */
export const SIGNED_OUT = { code: 1008, reason: 'Session expired or signed out' } as const;

/**
 * The listening socket's hub: one per server instance. It turns frames into listening
 * use-cases (run one at a time per connection), tells clients what changed, pauses silent
 * sessions, re-checks sign-ins, and drops dead, flooding or slow peers. The database stays
 * the authority, so a second instance needs nothing from this one.
 */
export function createListeningHub(deps: {
  listening: ListeningService;
  clock: Clock;
  log: Logger;
}) {
  const connections = new Set<Connection>();
  const owners = new Map<string, Connection>();
  /** Sessions, by id, whose socket closed without `end`: they end unless taken over in time. */
  const orphans = new Map<string, Orphan>();
  const now = () => deps.clock.now().getTime();
  let closing = false;
  /** Re-checks waiting their turn, and those running. */
  const dueRechecks: Connection[] = [];
  const inFlight = new Set<Promise<void>>();

  function send(conn: Connection, type: ServerMessageType, payload: ServerPayload) {
    if (conn.socket.readyState !== conn.socket.OPEN) return;
    if (conn.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      conn.socket.terminate();
      return;
    }
    conn.socket.send(encode(type, payload));
  }

  const sendSession = (conn: Connection, type: ServerMessageType, session: ListeningSession) =>
    send(conn, type, sessionPayload(session, now()));

  function release(conn: Connection) {
    const sessionId = conn.own?.session.sessionId;
    if (sessionId && owners.get(sessionId) === conn) owners.delete(sessionId);
    conn.own = undefined;
  }

  function own(conn: Connection, owned: Owned) {
    release(conn);
    conn.own = owned;
    owners.set(owned.session.sessionId, conn);
    // Taken over by a reconnect here: the copy the closed socket left is stale now anyway.
    orphans.delete(owned.session.sessionId);
  }

  /**
   * A socket closed while it owned a session and its messages are handled (an `end` it sent
   * just before closing has released it): the session is ended CLOSED_SESSION_END_MS later,
   * unless its page reconnects and takes it over with its claim before (on any instance: the
   * takeover bumps the row's version, and `endClosed` leaves a session it no longer holds).
   */
  function orphan(conn: Connection) {
    const owned = conn.own;
    release(conn);
    if (!owned || closing) return;
    orphans.set(owned.session.sessionId, {
      userId: conn.auth.userId,
      own: owned,
      endAt: now() + CLOSED_SESSION_END_MS,
    });
  }

  /** Ends the orphaned sessions that are due, each once. */
  function endOrphans(at: number) {
    for (const [sessionId, due] of orphans) {
      if (at < due.endAt) continue;
      orphans.delete(sessionId);
      deps.listening
        .endClosed(due.userId, due.own)
        .catch((err: unknown) => deps.log.error({ err }, 'ending a closed session failed'));
    }
  }

  /** Keeps the connection's copy current, unless it lost the session meanwhile. */
  function keep(conn: Connection, outcome: Outcome) {
    if (outcome.own && conn.own?.session.sessionId === outcome.own.session.sessionId) {
      conn.own = outcome.own;
    }
  }

  /**
   * What a connection without a session may take over by play, pause or end: the session
   * whose stored claim is the one its client presented, if no connection here holds it. A
   * superseded tab holds only its old session's claim, so it cannot touch its successor on
   * any instance (ADR 0004).
   */
  const bid = (conn: Connection): Bid => ({
    claim: conn.presented,
    free: (sessionId) => !owners.has(sessionId),
  });

  /** The claim, for the owner's client alone: it presents it when it reconnects. */
  const claimOf = (owned: Owned | undefined) => (owned?.claim ? { claim: owned.claim } : {});

  function ended(conn: Connection, session: ListeningSession, reason: string) {
    send(conn, 'session_end', { ...sessionPayload(session, now()), reason });
  }

  function lost(conn: Connection) {
    const sessionId = conn.own?.session.sessionId;
    release(conn);
    send(conn, 'session_end', {
      session_id: sessionId,
      reason: 'superseded',
      timestamp: now() / 1000,
    });
  }

  async function onPlay(conn: Connection, trackId: number) {
    const previous = conn.own?.session.sessionId;
    const outcome = await deps.listening.play(conn.auth.userId, trackId, conn.own, bid(conn));
    if (outcome.ended) {
      const owner = owners.get(outcome.ended.sessionId);
      const reason = outcome.ended.endReason ?? 'ended';
      if (owner && owner !== conn) {
        ended(owner, outcome.ended, reason);
        release(owner);
      } else ended(conn, outcome.ended, reason);
    }
    const session = outcome.session!;
    own(conn, outcome.own!);
    conn.lastHeardMs = now();
    const type = outcome.resumed
      ? 'session_resume'
      : previous === session.sessionId
        ? 'session_update'
        : 'session_start';
    send(conn, type, {
      ...sessionPayload(session, now()),
      ...(outcome.resumed ? { resume_time: now() / 1000 } : {}),
      ...claimOf(outcome.own),
    });
  }

  async function handle(conn: Connection, message: ClientMessage) {
    switch (message.type) {
      case 'play':
        // A pause after a play is never a duplicate, however soon it comes.
        conn.lastPauseMs = Number.NEGATIVE_INFINITY;
        return onPlay(conn, message.payload.track_id);
      case 'heartbeat': {
        const outcome = await deps.listening.heartbeat(conn.auth.userId, conn.own);
        if (outcome.lost) return lost(conn);
        if (!outcome.session)
          return send(conn, 'heartbeat', { timestamp: now() / 1000, status: 'idle' });
        keep(conn, outcome);
        conn.lastHeardMs = now();
        return sendSession(
          conn,
          outcome.session.status === 'paused' ? 'pause' : 'heartbeat',
          outcome.session,
        );
      }
      case 'pause': {
        // Spec 1 §4: a second pause within 200 ms (no play between) is the same pause.
        if (now() - conn.lastPauseMs < PAUSE_DEDUPE_MS) return;
        conn.lastPauseMs = now();
        const outcome = await deps.listening.pause(conn.auth.userId, conn.own, bid(conn));
        if (outcome.lost) return lost(conn);
        const adopted = !conn.own && outcome.own;
        if (adopted) own(conn, outcome.own!);
        else keep(conn, outcome);
        if (outcome.session)
          send(conn, 'pause', {
            ...sessionPayload(outcome.session, now()),
            pause_time: now() / 1000,
            // The adopter's new claim: the one it presented no longer holds.
            ...(adopted ? claimOf(outcome.own) : {}),
          });
        return;
      }
      case 'end': {
        const outcome = await deps.listening.end(conn.auth.userId, conn.own, bid(conn));
        if (outcome.lost) return lost(conn);
        release(conn);
        if (outcome.ended) ended(conn, outcome.ended, 'ended');
        return;
      }
    }
  }

  /** Closes a socket whose sign-in no longer holds; it earns nothing more. */
  function signedOut(conn: Connection) {
    release(conn);
    conn.socket.close(SIGNED_OUT.code, SIGNED_OUT.reason);
  }

  function onFrame(conn: Connection, data: Buffer) {
    if (closing) return;
    if (conn.flooding()) {
      conn.socket.close(1008, 'Too many messages');
      return;
    }
    if (now() >= conn.auth.expiresAtMs) return signedOut(conn);
    const message = parseClientMessage(data.toString('utf8'));
    if ('error' in message) return send(conn, 'error', { message: message.error });
    conn.queue = conn.queue
      .then(() => handle(conn, message))
      .catch((err: unknown) => {
        // An outage answers the spec's 503 text (try again), a fault of ours its 500 text.
        const known = asAppError(err);
        if (needsLog(known)) deps.log.error({ err }, 'listening message failed');
        send(conn, 'error', { message: known.message });
      });
  }

  /** Asks again whether the connection's sign-in holds; a socket that lost it is closed. */
  function recheck(conn: Connection) {
    const running = conn.auth
      .recheck()
      .then(
        (still) => {
          if (!still) return signedOut(conn);
          conn.auth.expiresAtMs = still.expiresAtMs;
        },
        (err: unknown) => deps.log.warn({ err }, 'sign-in re-check failed; kept until the next'),
      )
      .finally(() => {
        conn.rechecking = false;
        inFlight.delete(running);
        nextRechecks();
      });
    inFlight.add(running);
  }

  /** Starts queued re-checks while fewer than RECHECKS_AT_ONCE run. */
  function nextRechecks() {
    while (inFlight.size < RECHECKS_AT_ONCE && !closing) {
      const conn = dueRechecks.shift();
      if (!conn) return;
      if (connections.has(conn)) recheck(conn);
      else conn.rechecking = false;
    }
  }

  /**
   * Takes a new socket; `live` is the account's live session as read with its sign-in, `claim`
   * the one its client presented (it owned a session before).
   */
  function attach(
    socket: WebSocket,
    auth: SocketAuth,
    live: ListeningSession | undefined,
    claim?: string,
  ) {
    const wall = Date.now();
    const conn: Connection = {
      auth,
      socket,
      own: undefined,
      presented: claim,
      lastHeardMs: now(),
      lastPauseMs: 0,
      alive: true,
      // Spread over the interval, so 5,000 sockets opened together are not pinged together.
      pingAt: wall + Math.random() * PING_INTERVAL_MS,
      recheckAt: now() + Math.random() * RECHECK_INTERVAL_MS,
      rechecking: false,
      flooding: floodCounter(),
      queue: Promise.resolve(),
    };
    connections.add(conn);
    socket.on('message', (data: Buffer) => onFrame(conn, data));
    socket.on('pong', () => (conn.alive = true));
    // Protocol errors (an oversized frame, say): ws has sent its close frame already.
    socket.on('error', (err) => {
      deps.log.debug({ err }, 'listening socket error');
      socket.terminate();
    });
    socket.on('close', () => {
      connections.delete(conn);
      // The session is kept for a while: a reconnect in time carries on with it (orphan).
      conn.queue = conn.queue.then(() => orphan(conn));
    });
    // Tell a reconnecting client where its account stands; with its claim it takes its
    // session over by playing the same track again (see ListeningService.play).
    if (live) sendSession(conn, 'session_update', live);
  }

  function silence(conn: Connection) {
    conn.lastHeardMs = now();
    conn.queue = conn.queue
      .then(async () => {
        const outcome = await deps.listening.checkSilence(conn.auth.userId, conn.own);
        keep(conn, outcome);
        if (outcome.session?.status === 'paused') sendSession(conn, 'pause', outcome.session);
      })
      .catch((err: unknown) => deps.log.error({ err }, 'silence check failed'));
  }

  const sweep = setInterval(() => {
    const wall = Date.now();
    const at = now();
    for (const conn of connections) {
      if (wall >= conn.pingAt) {
        conn.pingAt = wall + PING_INTERVAL_MS;
        if (!conn.alive) {
          conn.socket.terminate();
          continue;
        }
        conn.alive = false;
        conn.socket.ping();
      }
      if (at >= conn.recheckAt && !conn.rechecking) {
        conn.recheckAt = at + RECHECK_INTERVAL_MS;
        conn.rechecking = true;
        dueRechecks.push(conn);
      }
      // Only an active copy can fall silent: a paused one has nothing to pause, and was told so.
      if (conn.own?.session.status === 'active' && at - conn.lastHeardMs >= SILENCE_PAUSE_MS) {
        silence(conn);
      }
    }
    endOrphans(at);
    nextRechecks();
  }, SWEEP_TICK_MS);
  sweep.unref();

  /**
   * After the connection's queued messages: settles its session up to now (as a heartbeat
   * would, so the credit in flight is committed and the session stays live for the client's
   * reconnect), then closes the socket as going away.
   */
  function goAway(conn: Connection) {
    conn.queue = conn.queue
      .then(async () => {
        if (conn.own) await deps.listening.heartbeat(conn.auth.userId, conn.own);
      })
      .catch((err: unknown) => deps.log.error({ err }, 'committing credit on shutdown failed'))
      .finally(() => conn.socket.close(GOING_AWAY.code, GOING_AWAY.reason));
    return conn.queue;
  }

  return {
    attach,
    /** How many sockets are open on this instance. */
    size: () => connections.size,
    /** How many listening sessions a socket here holds. */
    sessions: () => owners.size,
    /**
     * Stops the sweep, ignores further frames, commits every owned session's credit and
     * closes every socket as going away; resolves when the sockets are closed.
     */
    async close() {
      closing = true;
      clearInterval(sweep);
      // A restart is no closed page: its clients carry their sessions on to the next instance.
      orphans.clear();
      dueRechecks.length = 0;
      const sockets = [...connections].map(
        (conn) => new Promise<void>((resolve) => conn.socket.once('close', () => resolve())),
      );
      await Promise.all([...[...connections].map(goAway), ...inFlight]);
      await Promise.all(sockets);
    },
    /** Drops every socket still open (the grace period is over). */
    forceClose() {
      for (const conn of connections) conn.socket.terminate();
    },
  };
}

export type ListeningHub = ReturnType<typeof createListeningHub>;
