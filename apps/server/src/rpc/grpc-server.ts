import { randomUUID } from 'node:crypto';
import http2 from 'node:http2';
import { createContextValues, type ConnectRouter, type Interceptor } from '@connectrpc/connect';
import { connectNodeAdapter } from '@connectrpc/connect-node';
import type { Logger } from '~/logger';
import type { Closable } from '~/shutdown';
import { callContextKey } from './context';
import { errorInterceptor } from './error-interceptor';

/**
 * An h2c server for native gRPC clients, not yet listening. close() sends every client
 * GOAWAY and lets the calls under way finish; forceClose() ends those that have not.
 */
export interface GrpcServer extends Closable {
  server: http2.Http2Server;
  listen(port: number, host: string): Promise<void>;
  /** The port it listens on (the one the system chose when asked for 0). */
  port(): number | undefined;
}

/** What a client may send and how long it may take (docs/security.md). */
export interface GrpcLimits {
  /** RPC_MAX_BODY_BYTES: what a message may inflate to (the routes bound the wire bytes). */
  readMaxBytes: number;
  /** REQUEST_TIMEOUT_SECONDS: a call's whole request must arrive within it. */
  requestTimeoutMs: number;
  /** GRPC_IDLE_TIMEOUT_SECONDS: a session without traffic this long is closed (GOAWAY). */
  idleTimeoutMs: number;
}

const NO_LIMITS: GrpcLimits = { readMaxBytes: 0xffffffff, requestTimeoutMs: 0, idleTimeoutMs: 0 };

/**
 * The same routes as the browser port, over cleartext HTTP/2 for native gRPC clients;
 * `interceptors` run inside the error interceptor, as on the browser port.
 */
export function createGrpcServer(
  routes: (router: ConnectRouter) => void,
  log: Logger,
  interceptors: Interceptor[] = [],
  limits: GrpcLimits = NO_LIMITS,
): GrpcServer {
  const handler = connectNodeAdapter({
    readMaxBytes: limits.readMaxBytes,
    routes,
    interceptors: [errorInterceptor, ...interceptors],
    grpc: true,
    grpcWeb: false,
    connect: false,
    contextValues: () => {
      const requestId = randomUUID();
      return createContextValues().set(callContextKey, {
        requestId,
        log: log.child({ reqId: requestId }),
      });
    },
  });
  const server = http2.createServer((req, res) => {
    bounded(req, limits.requestTimeoutMs);
    handler(req, res);
  });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
    // GOAWAY: a client that wants the channel again reconnects.
    if (limits.idleTimeoutMs > 0) session.setTimeout(limits.idleTimeoutMs, () => session.close());
  });
  return {
    server,
    listen: (port, host) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    port: () => {
      const address = server.address();
      return address && typeof address === 'object' ? address.port : undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        // GOAWAY: in-flight streams finish, new ones are refused.
        for (const session of sessions) session.close();
      }),
    forceClose: () => {
      for (const session of sessions) session.destroy();
    },
  };
}

/**
 * A call's stream is reset when its request has not arrived whole within `timeoutMs` (a body
 * trickling in holds the stream and keeps its session busy), and once it is answered with the
 * request still unread (refused as too large, say): its client must stop sending, as HTTP/2 says
 * (RFC 9113 §8.1), and nothing more of it is read.
 */
function bounded(req: http2.Http2ServerRequest, timeoutMs: number) {
  const { stream } = req;
  const reset = (code: number) => {
    if (!stream.destroyed && !req.readableEnded) stream.close(code);
  };
  const timer =
    timeoutMs > 0 ? setTimeout(() => reset(http2.constants.NGHTTP2_CANCEL), timeoutMs) : undefined;
  stream.once('close', () => clearTimeout(timer));
  // Once the answer's trailers are queued (the compat response sends them in its own listener,
  // added first), so the client reads the status before the reset.
  stream.once('wantTrailers', () => setImmediate(reset, http2.constants.NGHTTP2_NO_ERROR));
}
