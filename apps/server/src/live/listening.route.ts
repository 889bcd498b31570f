import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { ListeningSession } from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import { AppError, asAppError, toPublicError } from '~/errors';
import { shuttingDown } from '~/http/drain';
import { INSTANCE_HEADER } from '~/http/instance-header';
import { fromOwnSite, originRefused } from '~/http/same-origin';
import { sessionTokenOf } from '~/modules/account';
import { presentedClaim } from '~/modules/listening';
import { MAX_FRAME_BYTES, TRY_AGAIN_LATER } from './connection-guard';
import type { ListeningHub } from './hub';

/** Resolves a session token to its account and the sign-in's expiry, or nothing. */
export type TokenResolver = (
  token: string | undefined,
) => Promise<{ userId: string; expiresAt: Date } | undefined>;

/**
 * Resolves a token as TokenResolver does and, in the same statement, reads the account's live
 * listening session (ADR 0004): what the socket tells its client when it attaches.
 */
export type Admitter = (
  token: string | undefined,
) => Promise<{ userId: string; expiresAt: Date; live: ListeningSession | undefined } | undefined>;

const PATH = '/ws/listening';

/** Answers a refused upgrade with the app's JSON error and closes the connection. */
function refuse(socket: Duplex, err: AppError) {
  if (!socket.writable) return void socket.destroy();
  const { status, body } = toPublicError(err);
  const json = JSON.stringify(body);
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
}

const LATE = Symbol('late');

/** What `promise` settles to, or LATE when it has not within `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => (timer = setTimeout(resolve, ms, LATE)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

function destroy(this: Duplex) {
  this.destroy();
}

/**
 * GET /ws/listening?token=…[&claim=…]: the live listening connection. A missing or bad token, or a
 * foreign origin, refuses the upgrade (the browser sees close code 1006). An instance holding
 * LISTENING_MAX_SOCKETS takes the upgrade and closes it at once with 1013 (try again later).
 *
 * The upgrade is taken on the raw server, before the framework: a socket lives for hours,
 * and a request routed through Fastify stays reachable from it (request, reply, response,
 * child logger), several kilobytes per listener for nothing (ADR 0004). The token is
 * resolved once here, with the account's live session in the same statement; the hub
 * re-checks it now and then.
 */
export function registerListeningSocket(
  app: FastifyInstance,
  deps: {
    hub: ListeningHub;
    /** The upgrade's sign-in lookup, with the account's live session. */
    admit: Admitter;
    /** The open socket's sign-in re-check. */
    resolve: TokenResolver;
    publicUrl?: string | undefined;
    /** While the server drains, upgrades are refused (503). */
    draining: () => boolean;
    /** INSTANCE_NAME: named in the upgrade's answer, as on every HTTP answer. */
    instance?: string | undefined;
    /** LISTENING_MAX_SOCKETS: sockets held at most, open or upgrading; 0 for no limit. */
    maxSockets?: number | undefined;
    /** LISTENING_MAX_FRAME_BYTES: a bigger frame closes the socket (1009). */
    maxFrameBytes?: number | undefined;
    /** UPGRADE_TIMEOUT_SECONDS: an upgrade whose sign-in look-up takes longer is refused (503). */
    upgradeTimeoutMs?: number | undefined;
  },
): Promise<void> {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: deps.maxFrameBytes ?? MAX_FRAME_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const { instance, maxSockets = 0, upgradeTimeoutMs = 10_000 } = deps;
  /** Upgrades waiting for their sign-in lookup: they count against maxSockets too. */
  let upgrading = 0;
  const full = () => maxSockets > 0 && deps.hub.size() + upgrading >= maxSockets;
  if (instance) wss.on('headers', (headers) => headers.push(`${INSTANCE_HEADER}: ${instance}`));

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    // Node leaves an upgrading socket without an error listener; a reset must not crash us.
    socket.on('error', destroy);
    if (deps.draining()) return refuse(socket, shuttingDown());
    const url = req.url ?? '';
    const query = url.indexOf('?');
    if ((query < 0 ? url : url.slice(0, query)) !== PATH) {
      return refuse(socket, new AppError('not_found', REASONS.routeNotFound));
    }
    // The token travels in the URL, not a cookie; a page elsewhere is refused all the same.
    if (!fromOwnSite({ origin: req.headers.origin, host: req.headers.host }, deps.publicUrl)) {
      return refuse(socket, originRefused());
    }
    // Refused for load: the handshake completes and the socket closes with a code the client
    // can read (a refused upgrade shows in a browser only as 1006), so it backs off and retries.
    if (full()) {
      socket.removeListener('error', destroy);
      return wss.handleUpgrade(req, socket, head, (ws) =>
        ws.close(TRY_AGAIN_LATER.code, TRY_AGAIN_LATER.reason),
      );
    }
    const token = sessionTokenOf({ url });
    // A reconnecting client presents the claim of the session it owned (ADR 0004).
    const claim = presentedClaim(
      query < 0 ? undefined : new URLSearchParams(url.slice(query + 1)).get('claim'),
    );
    let session: Awaited<ReturnType<Admitter>> | typeof LATE;
    upgrading += 1;
    try {
      session = await within(deps.admit(token), upgradeTimeoutMs);
    } catch (err) {
      app.log.error({ err }, 'listening upgrade failed');
      // A database that dropped out answers 503: the client's back-off retries it.
      return refuse(socket, asAppError(err));
    } finally {
      upgrading -= 1;
    }
    // The socket waits for nothing else: a look-up this slow means the database is struggling.
    if (session === LATE) return refuse(socket, new AppError('unavailable', REASONS.overloaded));
    if (!session)
      return refuse(socket, new AppError('unauthenticated', REASONS.authenticationRequired));
    if (socket.destroyed) return;
    if (deps.draining()) return refuse(socket, shuttingDown());
    // ws installs its own error handling in handleUpgrade.
    socket.removeListener('error', destroy);
    const { userId } = session;
    const auth = {
      userId,
      expiresAtMs: session.expiresAt.getTime(),
      // The token is kept for this only: the socket re-checks its sign-in now and then.
      recheck: async () => {
        const again = await deps.resolve(token);
        return again?.userId === userId ? { expiresAtMs: again.expiresAt.getTime() } : undefined;
      },
    };
    wss.handleUpgrade(req, socket, head, (ws) => deps.hub.attach(ws, auth, session.live, claim));
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    void upgrade(req, socket, head);
  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', (_app, done) => {
    app.server.off('upgrade', onUpgrade);
    wss.close(() => done());
  });
  return Promise.resolve();
}
