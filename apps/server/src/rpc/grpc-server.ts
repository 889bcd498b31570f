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

/**
 * The same routes as the browser port, over cleartext HTTP/2 for native gRPC clients;
 * `interceptors` run inside the error interceptor, as on the browser port.
 */
export function createGrpcServer(
  routes: (router: ConnectRouter) => void,
  log: Logger,
  interceptors: Interceptor[] = [],
): GrpcServer {
  const handler = connectNodeAdapter({
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
  const server = http2.createServer(handler);
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
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
