import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContextValues } from '@connectrpc/connect';
import { fastifyCookie } from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import { systemClock, type Clock } from './clock';
import { loadConfig, type Config } from './config';
import { batched } from './db/batched';
import type { Database } from './db/client';
import { createDrainGate } from './http/drain';
import { answerClientError, serverTimeouts } from './http/client-errors';
import { registerErrorHandling } from './http/errors';
import { createHealth } from './http/health';
import { INSTANCE_HEADER } from './http/instance-header';
import { publicOrigin } from './http/public-origin';
import { registerSameOriginCheck } from './http/same-origin';
import { requestIdOf } from './http/request-id';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { createListeningHub } from './live/hub';
import { registerListeningSocket } from './live/listening.route';
import type { Logger } from './logger';
import { createMailer } from './mail/create-mailer';
import type { DevOutbox } from './mail/dev-outbox';
import { DEV_OUTBOX_PATH, outboxReader, registerDevOutbox } from './mail/dev-outbox.route';
import { registerMedia } from './media/media.route';
import { createMemoryRateLimiter, type RateLimiter } from './limits/rate-limiter';
import { createMetrics } from './metrics/metrics';
import { metricsReader, registerMetrics } from './metrics/metrics.route';
import { rpcMetricsInterceptor } from './metrics/rpc-metrics';
import { createRedisRateLimiter } from './limits/redis-rate-limiter';
import {
  registerAuthRoutes,
  registerGoogleLinkRoutes,
  registerGoogleRoutes,
  SESSION_COOKIE,
  sessionTokenOf,
} from './modules/account';
import { registerSearchRoutes } from './modules/search';
import { registerAuditCsvRoute } from './modules/operator';
import { liveSessionAlongside, liveSessionOf } from './modules/listening';
import { authInterceptor } from './rpc/auth-interceptor';
import { callContextKey } from './rpc/context';
import { cacheControlInterceptor } from './rpc/cache-control';
import { registerConnect } from './rpc/connect-plugin';
import { errorInterceptor } from './rpc/error-interceptor';
import { createGrpcServer, type GrpcServer } from './rpc/grpc-server';
import { RPC_PREFIX } from './rpc/prefix';
import { withBodyLimit } from './rpc/body-limit';
import { withPlainRefusals } from './rpc/plain-refusals';
import { rpcRoutes } from './rpc/routes';
import { sameOriginInterceptor } from './rpc/same-origin-interceptor';
import { storableTextInterceptor } from './rpc/storable-text-interceptor';
import { linkPreviews } from './link-previews';
import { createServices } from './services';
import { closeWithin, drainMs } from './shutdown';

/** The settings buildServer reads; anything not given takes the schema's default. */
export type ServerConfig = Partial<
  Pick<
    Config,
    | 'WEB_DIST'
    | 'NODE_ENV'
    | 'PUBLIC_URL'
    | 'TRUST_PROXY'
    | 'INSTANCE_NAME'
    | 'INSTANCE_HEARTBEAT_SECONDS'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'REDIS_URL'
    | 'REDIS_KEY_PREFIX'
    | 'REDIS_COMMAND_TIMEOUT_MS'
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'GOOGLE_ISSUER'
    | 'DAILY_LISTENING_CAP_HOURS'
    | 'REWARD_RULES_REFRESH_SECONDS'
    | 'REFEREE_ACTIVE_LISTENING_SECONDS'
    | 'RANKING_INTERVAL_SECONDS'
    | 'CATALOG_CACHE_MS'
    | 'SEARCH_API_KEY'
    | 'SEARCH_RATE_LIMIT_PER_MINUTE'
    | 'SIGNUPS_PER_ADDRESS_PER_HOUR'
    | 'SIGNUPS_PER_NETWORK_PER_HOUR'
    | 'CODE_SENDS_PER_ADDRESS_PER_HOUR'
    | 'CODE_SENDS_PER_NETWORK_PER_HOUR'
    | 'SEARCH_INDEX_IN_MEMORY'
    | 'SEARCH_INDEX_REFRESH_SECONDS'
    | 'PORT'
    | 'GRPC_PORT'
    | 'HOST'
    | 'LISTEN_BACKLOG'
    | 'LISTENING_MAX_SOCKETS'
    | 'TRENDING_INTERVAL_SECONDS'
    | 'LISTENING_PROCESS_INTERVAL_SECONDS'
    | 'SHUTDOWN_GRACE_SECONDS'
    | 'DATA_DIR'
    | 'DEV_OUTBOX_PUBLIC'
    | 'METRICS_TOKEN'
    | 'ADDRESS_HASH_KEY'
    | 'RPC_MAX_BODY_BYTES'
    | 'HTTP_MAX_BODY_BYTES'
    | 'SEARCH_MAX_QUERY_BYTES'
    | 'LISTENING_MAX_FRAME_BYTES'
    | 'REQUEST_TIMEOUT_SECONDS'
    | 'HEADERS_TIMEOUT_SECONDS'
    | 'KEEP_ALIVE_TIMEOUT_SECONDS'
    | 'GRPC_IDLE_TIMEOUT_SECONDS'
    | 'UPGRADE_TIMEOUT_SECONDS'
  >
>;

/** What the server is built from; tests pass their own. */
export interface ServerDeps {
  config: ServerConfig;
  database: Database;
  logger: Logger;
  /** Where hosted audio and generated images live (served under /media). */
  mediaDir: string;
  /** The server's clock (the real one unless a test fixes it). */
  clock?: Clock;
}

/**
 * The built server: the main HTTP app, the native gRPC server and the background jobs,
 * none running until start(). Tests may listen on `app` and `grpc.server` themselves.
 */
export interface EarshotServer {
  app: FastifyInstance;
  grpc: GrpcServer;
  /** The dev outbox when SMTP_URL is not set (tests read codes from it). */
  outbox: DevOutbox | undefined;
  /**
   * Listens for HTTP (and the listening socket) on `port` and `host`, with the accept queue
   * of LISTEN_BACKLOG; resolves with the port. start() uses it; tests and benchmarks call it
   * with port 0.
   */
  listen(port: number, host: string): Promise<number>;
  /**
   * Listens on PORT and GRPC_PORT (on HOST), then starts the background jobs and the import
   * inbox (DATA_DIR/import).
   */
  start(): Promise<void>;
  /**
   * Drains within the grace period (SHUTDOWN_GRACE_SECONDS less a second): stops accepting,
   * answers 503 to what still arrives, sends gRPC clients GOAWAY, commits every live listening
   * session's credit and closes its socket (1001), and lets requests under way finish; what
   * is still open then is closed. Then stops the jobs and closes what it opened (not the
   * database, which its opener closes).
   */
  stop(): Promise<void>;
  /**
   * Loads the in-memory search index (ADR 0026), or waits for the load under way; true once it
   * answers searches (false when it is off or failed: the database answers them). start()
   * begins the load; tests and benchmarks wait for it here.
   */
  searchIndexReady(): Promise<boolean>;
  /** The path the dev outbox is served on, or null when it is not (SMTP, or production). */
  devOutboxPath: string | null;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole server without listening or running anything: the composition root. */
export async function buildServer(deps: ServerDeps): Promise<EarshotServer> {
  const config = withDefaults(deps.config);
  const clock = deps.clock ?? systemClock;
  const limiter: RateLimiter = config.REDIS_URL
    ? createRedisRateLimiter(
        config.REDIS_URL,
        config.REDIS_KEY_PREFIX,
        clock,
        config.REDIS_COMMAND_TIMEOUT_MS,
      )
    : createMemoryRateLimiter(clock);
  const { mailer, outbox } = createMailer(config, deps.logger, () => clock.now());
  const metrics = createMetrics();
  // Built after the services (it needs listening); the overview asks it only once serving.
  let liveListeners = () => 0;
  const services = createServices(deps.database.db, {
    liveListeners: () => liveListeners(),
    instance: config.INSTANCE_NAME,
    instanceHeartbeatSeconds: config.INSTANCE_HEARTBEAT_SECONDS,
    operatorFolder: path.resolve(config.DATA_DIR, 'operator'),
    addressHashKey: config.ADDRESS_HASH_KEY,
    metrics,
    clock,
    dailyCapMs: Math.round(config.DAILY_LISTENING_CAP_HOURS * 3600_000),
    rewardRulesRefreshMs: config.REWARD_RULES_REFRESH_SECONDS * 1000,
    refereeActiveMs: config.REFEREE_ACTIVE_LISTENING_SECONDS * 1000,
    limiter,
    clientLimits: {
      signups: {
        perAddress: config.SIGNUPS_PER_ADDRESS_PER_HOUR,
        perNetwork: config.SIGNUPS_PER_NETWORK_PER_HOUR,
      },
      codeSends: {
        perAddress: config.CODE_SENDS_PER_ADDRESS_PER_HOUR,
        perNetwork: config.CODE_SENDS_PER_NETWORK_PER_HOUR,
      },
    },
    mailer,
    log: deps.logger,
    intervals: {
      trendingSeconds: config.TRENDING_INTERVAL_SECONDS,
      listeningProcessSeconds: config.LISTENING_PROCESS_INTERVAL_SECONDS,
      rankingSeconds: config.RANKING_INTERVAL_SECONDS,
    },
    searchIndex: config.SEARCH_INDEX_IN_MEMORY
      ? { refreshSeconds: config.SEARCH_INDEX_REFRESH_SECONDS }
      : undefined,
    inbox: { folder: path.resolve(config.DATA_DIR, 'import'), mediaDir: deps.mediaDir },
    google:
      config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? {
            issuer: config.GOOGLE_ISSUER,
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
  });
  // The rules in force before the first call: listening and the processor read the cached copy.
  await services.rewardRules.current();
  const health = createHealth(deps.database, limiter, Boolean(config.REDIS_URL));
  const requestMs = config.REQUEST_TIMEOUT_SECONDS * 1000;
  const app: FastifyInstance = Fastify({
    ...serverTimeouts({
      requestMs,
      headersMs: config.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveMs: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    }),
    clientErrorHandler: answerClientError,
    // Plain HTTP bodies (/api); Connect reads its own (RPC_MAX_BODY_BYTES, below).
    bodyLimit: config.HTTP_MAX_BODY_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Fastify types its logger by its own pino major; ours is newer and the same at runtime.
    // tsc needs this assertion, while the linter's view of the types calls it unnecessary.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    loggerInstance: deps.logger as FastifyBaseLogger,
    genReqId: (req) => requestIdOf(req.headers),
    requestIdHeader: false,
    // The drain gate answers 503 itself, in the product's error shape.
    return503OnClosing: false,
  });
  const drain = createDrainGate();
  drain.register(app);
  // On the raw response, so RPC answers (which Connect writes itself) carry it too.
  // Callback style: this runs on every request, and a promise per request shows in the figures.
  const instance = config.INSTANCE_NAME;
  app.addHook('onRequest', (req, reply, done) => {
    reply.raw.setHeader('x-request-id', req.id);
    if (instance) reply.raw.setHeader(INSTANCE_HEADER, instance);
    done();
  });
  registerSecurityHeaders(app, config.PUBLIC_URL);
  registerErrorHandling(app);
  registerMetrics(app, metrics, metricsReader(config.METRICS_TOKEN));
  const rpcMetrics = rpcMetricsInterceptor(metrics);
  // State-changing requests from another site's page are refused (RPC in its own protocol).
  registerSameOriginCheck(app, config.PUBLIC_URL, (url) => url.startsWith(`${RPC_PREFIX}/`));

  const maxRpcBytes = config.RPC_MAX_BODY_BYTES;
  const routes = withBodyLimit(
    withPlainRefusals(rpcRoutes(services, config.CATALOG_CACHE_MS)),
    maxRpcBytes,
  );
  // Sessions of the calls that arrive together are looked up together: one statement a batch
  // (ADR 0004's batching, for every signed-in call: RPC, search, the listening socket).
  const { sessions } = services.account;
  const resolveSession = batched((tokens: readonly (string | undefined)[]) =>
    sessions.resolveMany(tokens),
  );
  const auth = authInterceptor(resolveSession);
  /** The signed-in user of a plain HTTP request (bearer or session cookie), if any. */
  const viewerOf = async (req: FastifyRequest) => {
    const token = sessionTokenOf({
      authorization: req.headers.authorization,
      cookie: req.cookies[SESSION_COOKIE],
    });
    return (await resolveSession(token))?.userId;
  };
  // Public answers may be kept by browsers and CDNs as long as the server shares them itself.
  const cacheControl = cacheControlInterceptor(Math.floor(config.CATALOG_CACHE_MS / 1000));
  await registerConnect(app, {
    prefix: RPC_PREFIX,
    routes,
    interceptors: [
      rpcMetrics,
      cacheControl,
      errorInterceptor,
      sameOriginInterceptor(config.PUBLIC_URL),
      storableTextInterceptor,
      auth,
    ],
    grpc: false,
    readMaxBytes: maxRpcBytes,
    contextValues: (req) =>
      createContextValues().set(callContextKey, {
        requestId: String(req.id),
        // Fastify's logger is the pino logger buildServer gave it.
        log: req.log as Logger,
        address: req.ip,
        origin: publicOrigin(req, config.PUBLIC_URL),
      }),
  });
  await app.register(fastifyCookie);
  const devOutbox = outbox && config.NODE_ENV !== 'production' ? outbox : undefined;
  const mayReadOutbox = outboxReader(config.DEV_OUTBOX_PUBLIC);
  registerAuthRoutes(app, {
    ...services.account,
    clock,
    publicUrl: config.PUBLIC_URL,
    googleEnabled: Boolean(services.account.google),
    // Pointed out only to a client that may read it.
    devOutboxUrl: (req) => (devOutbox && mayReadOutbox(req) ? DEV_OUTBOX_PATH : null),
  });
  registerGoogleRoutes(app, {
    google: services.account.google,
    addresses: services.account.addresses,
    clock,
    publicUrl: config.PUBLIC_URL,
  });
  registerGoogleLinkRoutes(app, {
    oidc: services.account.google?.oidc,
    link: services.account.googleLink,
    sessions,
    publicUrl: config.PUBLIC_URL,
  });
  if (devOutbox) registerDevOutbox(app, devOutbox, mayReadOutbox);
  registerSearchRoutes(app, {
    search: services.search,
    limiter,
    apiKey: config.SEARCH_API_KEY,
    perMinute: config.SEARCH_RATE_LIMIT_PER_MINUTE,
    maxQueryBytes: config.SEARCH_MAX_QUERY_BYTES,
    viewerOf,
  });
  registerAuditCsvRoute(app, { operator: services.operator, viewerOf });
  health.register(app);
  registerMedia(app, deps.mediaDir);
  const hub = createListeningHub({
    listening: services.listening,
    clock,
    log: deps.logger.child({ component: 'listening' }),
  });
  // Sign-ins that arrive together (a reconnecting fleet, the minute's re-checks) are looked
  // up together: one statement for each batch, two at most in the pool (ADR 0004).
  const admitted = batched((tokens: readonly (string | undefined)[]) =>
    sessions.resolveAlongMany(tokens, liveSessionAlongside),
  );
  await registerListeningSocket(app, {
    hub,
    admit: async (token) => {
      const found = await admitted(token);
      return (
        found && {
          userId: found.userId,
          expiresAt: found.expiresAt,
          live: liveSessionOf(found.along),
        }
      );
    },
    resolve: resolveSession,
    publicUrl: config.PUBLIC_URL,
    draining: drain.isDraining,
    instance,
    maxSockets: config.LISTENING_MAX_SOCKETS,
    maxFrameBytes: config.LISTENING_MAX_FRAME_BYTES,
    upgradeTimeoutMs: config.UPGRADE_TIMEOUT_SECONDS * 1000,
  });
  await registerWebApp(app, config.WEB_DIST ?? DEFAULT_WEB_DIST, {
    previewOf: linkPreviews(services, (error) =>
      deps.logger.warn({ err: error }, 'link preview failed; sent the generic one'),
    ),
    publicUrl: config.PUBLIC_URL,
    viewerOf,
  });

  liveListeners = hub.sessions;
  metrics.gauge('earshot_listening_sockets', 'Listening sockets open on this instance', hub.size);
  metrics.gauge(
    'earshot_listening_sessions',
    'Listening sessions held by a socket on this instance',
    hub.sessions,
  );
  deps.database.observePool?.((name, help, read) => metrics.gauge(name, help, read));
  const grpc = createGrpcServer(routes, deps.logger, [rpcMetrics, storableTextInterceptor, auth], {
    readMaxBytes: maxRpcBytes,
    requestTimeoutMs: requestMs,
    idleTimeoutMs: config.GRPC_IDLE_TIMEOUT_SECONDS * 1000,
  });
  const listen = async (port: number, host: string) => {
    await app.listen({ port, host, backlog: config.LISTEN_BACKLOG });
    return (app.server.address() as AddressInfo).port;
  };
  return {
    app,
    grpc,
    outbox,
    devOutboxPath: devOutbox ? DEV_OUTBOX_PATH : null,
    listen,
    start: async () => {
      const port = await listen(config.PORT, config.HOST);
      if (devOutbox) {
        const reach = config.DEV_OUTBOX_PUBLIC ? 'open to every client' : 'loopback only';
        deps.logger.info(`dev outbox: http://localhost:${port}${DEV_OUTBOX_PATH} (${reach})`);
      }
      await grpc.listen(config.GRPC_PORT, config.HOST);
      deps.logger.info({ grpcPort: grpc.port() }, 'native gRPC listening');
      await services.jobs.start();
      void services.searchIndex?.ready();
    },
    searchIndexReady: async () => (await services.searchIndex?.ready()) ?? false,
    stop: async () => {
      drain.begin();
      const jobsStopped = services.jobs.stop();
      const http = { close: () => app.close(), forceClose: () => app.server.closeAllConnections() };
      await closeWithin([http, grpc, hub], drainMs(config.SHUTDOWN_GRACE_SECONDS), () =>
        deps.logger.warn(
          { sockets: hub.size() },
          'grace period over: closing the connections still open',
        ),
      );
      await jobsStopped;
      await Promise.all([limiter.close(), mailer.close(), services.searchIndex?.stop()]);
    },
  };
}

/** The given settings over the schema's defaults (bench and tests give few or none). */
function withDefaults(given: ServerConfig): Config {
  const defined = Object.entries(given).filter(([, value]) => value !== undefined);
  return { ...loadConfig({}), ...Object.fromEntries(defined) };
}
