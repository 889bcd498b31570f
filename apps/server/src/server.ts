import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createContextValues } from '@connectrpc/connect';
import { fastifyConnectPlugin } from '@connectrpc/connect-fastify';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './http/errors';
import { registerHealth } from './http/health';
import { registerWebApp } from './http/web-app';
import type { Logger } from './logger';
import { registerMedia } from './media/media.route';
import { callContextKey } from './rpc/context';
import { errorInterceptor } from './rpc/error-interceptor';
import { createGrpcServer, type GrpcServer } from './rpc/grpc-server';
import { rpcRoutes } from './rpc/routes';
import { createServices } from './services';

/** What the server is built from; tests pass their own. */
export interface ServerDeps {
  config: Pick<Config, 'WEB_DIST'>;
  database: Database;
  logger: Logger;
  /** Where hosted audio and generated images live (served under /media). */
  mediaDir: string;
}

/** The built server: the main HTTP app and the native gRPC server, neither listening. */
export interface EarshotServer {
  app: FastifyInstance;
  grpc: GrpcServer;
  /** Stops accepting, lets in-flight requests finish, then closes both servers. */
  close(): Promise<void>;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole server without listening (tests import this; main.ts listens). */
export async function buildServer(deps: ServerDeps): Promise<EarshotServer> {
  const app: FastifyInstance = Fastify({
    // Fastify types its logger by its own pino major; ours is newer and the same at runtime.
    // tsc needs this assertion, while the linter's view of the types calls it unnecessary.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    loggerInstance: deps.logger as FastifyBaseLogger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    return503OnClosing: true,
  });
  // On the raw response, so RPC answers (which Connect writes itself) carry it too.
  app.addHook('onRequest', async (req, reply) => {
    reply.raw.setHeader('x-request-id', req.id);
  });
  registerErrorHandling(app);

  const services = createServices(deps.database.db);
  const routes = rpcRoutes(services);
  await app.register(fastifyConnectPlugin, {
    prefix: '/rpc',
    routes,
    interceptors: [errorInterceptor],
    grpc: false,
    contextValues: (req) =>
      createContextValues().set(callContextKey, { requestId: String(req.id), log: req.log }),
  });
  registerHealth(app, deps.database);
  registerMedia(app, deps.mediaDir);
  await registerWebApp(app, deps.config.WEB_DIST ?? DEFAULT_WEB_DIST);

  const grpc = createGrpcServer(routes, deps.logger);
  return {
    app,
    grpc,
    close: async () => {
      await Promise.all([app.close(), grpc.close()]);
    },
  };
}
