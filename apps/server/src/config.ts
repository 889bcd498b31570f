import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const flag = z
  .enum(['true', 'false', '1', '0'], 'must be true or false')
  .transform((value) => value === 'true' || value === '1')
  .default(false);

const schema = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /**
     * The HTTP listener's accept queue (listen(2) backlog). Node's default, 511, overflows when
     * thousands of listeners connect within seconds while the event loop is busy, and the
     * kernel then drops or resets connections (ADR 0004). The kernel caps it at
     * net.core.somaxconn.
     */
    LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65_535).default(4096),
    /**
     * Listening sockets this instance holds at most, open or upgrading; one more is accepted
     * and closed at once with 1013 (try again later) so its client backs off. 0: no limit.
     */
    LISTENING_MAX_SOCKETS: z.coerce.number().int().min(0).max(1_000_000).default(0),
    // Sizes and timeouts of what clients send (docs/security.md, "Limits and timeouts").
    /**
     * Bytes of one Connect, gRPC-Web or native gRPC request body, at most. The largest
     * legitimate one, a 10,000-track UpdatePlaylistTracks, is 110 kB in JSON and 50 kB in binary
     * with the largest ids (130 kB with every id a quoted string).
     */
    RPC_MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(64 * 1024 * 1024)
      .default(1 << 20),
    /** Bytes of a plain HTTP body (/api/auth and the other JSON routes), at most. */
    HTTP_MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(16 << 20)
      .default(64 * 1024),
    /** Bytes of a GET /search/* query string, at most (a 200-character query is 2.4 kB encoded). */
    SEARCH_MAX_QUERY_BYTES: z.coerce
      .number()
      .int()
      .min(256)
      .max(16 * 1024)
      .default(8192),
    /** Bytes of one listening socket frame, at most; a bigger one closes the socket (1009). */
    LISTENING_MAX_FRAME_BYTES: z.coerce
      .number()
      .int()
      .min(256)
      .max(1 << 20)
      .default(4096),
    /** Seconds a client has to send a whole request, headers and body, on either port. */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Seconds a client has to send a request's headers (at most REQUEST_TIMEOUT_SECONDS). */
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    /** Seconds an idle keep-alive HTTP connection stays open (above a balancer's usual 60). */
    KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(72),
    /** Seconds an HTTP/2 session on GRPC_PORT may stay without a call before it gets GOAWAY. */
    GRPC_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    /** Seconds a listening socket's upgrade may take (its sign-in look-up) before it is refused. */
    UPGRADE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
      .optional(),
    /**
     * How long a database connection may take to open (or to be handed out by a full pool)
     * before the call fails with Unavailable: a database that does not answer must not hold
     * requests for ever (issue 36, defect 5).
     */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /** How long a Redis command may wait (queued while reconnecting) before Unavailable. */
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
    GRPC_PORT: port.default(50051),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SEED: z.enum(['demo', 'e2e', 'none']).default('demo'),
    WEB_DIST: z.string().min(1).optional(),
    MEDIA_DIR: z.string().min(1).optional(),
    TRENDING_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
    LISTENING_PROCESS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** How long a stop may take: connections drain, then are closed (ADR 0011). */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    /** The daily cap's default; an operator's rule overrides it at run time (ADR 0028). */
    DAILY_LISTENING_CAP_HOURS: z.coerce.number().min(0).max(24).default(16),
    /** How often each instance reads the reward rules an operator set (ADR 0028). */
    REWARD_RULES_REFRESH_SECONDS: z.coerce.number().min(0.1).max(300).default(5),
    /**
     * How often each instance reports its live listeners to the database (the operator's
     * overview lists every instance heard from within the last few reports).
     */
    INSTANCE_HEARTBEAT_SECONDS: z.coerce.number().min(0.5).max(300).default(10),
    /** How often the leaderboard snapshots are recomputed (ADR 0019: at most every 60 s). */
    RANKING_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Credited listening that turns a referee active and vests the referrer's reward (ADR 0019). */
    REFEREE_ACTIVE_LISTENING_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** How long identical public catalogue reads share one answer (ADR 0006); 0 turns it off. */
    CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** The /search endpoints' API key header (x-api-key) when set; open otherwise (ADR 0017). */
    SEARCH_API_KEY: z.string().min(1).optional(),
    /** /search requests per client address per minute. */
    SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
    /**
     * Whether text searches are answered from the in-memory index kept in step with the
     * database (ADR 0026); false answers every search in SQL (ADR 0017).
     */
    SEARCH_INDEX_IN_MEMORY: flag.default(true),
    /** How often the in-memory index is loaded again from the database (plays reorder it). */
    SEARCH_INDEX_REFRESH_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
    /**
     * Sign-ups (e-mail and wallet) and code sends (sign-up, resend, reset, e-mail change and
     * linking codes) per client address and per its network (/24, /64) an hour, shared
     * through Redis when set (ADR 0002, amended 2026-11-29): a household or an office behind
     * one address stays far below them, a flood of accounts and mails does not.
     */
    SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
    SIGNUPS_PER_NETWORK_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
    CODE_SENDS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
    CODE_SENDS_PER_NETWORK_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
    // Accounts (ADR 0002). 'production' hides the dev outbox.
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** Where the server is reached from browsers; its scheme decides Secure cookies. */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    /** Behind a load balancer: take the client address from X-Forwarded-For. */
    TRUST_PROXY: flag,
    /** The dev outbox answers every client, not only the machine itself (ADR 0012). */
    DEV_OUTBOX_PUBLIC: flag,
    /**
     * A bearer token that lets another machine read `GET /metrics`; unset, only the machine
     * itself may (docs/deploy.md).
     */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /**
     * The key of the network addresses' HMAC (ADR 0028, fraud review): set, it stays out of the
     * database; unset, the server makes one once and keeps it in `server_keys`.
     */
    ADDRESS_HASH_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Names this instance in an `x-earshot-instance` header on every answer (and the socket's
     * upgrade), to see which instance behind a load balancer served what; unset, no header.
     */
    INSTANCE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or _')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Earshot <no-reply@earshot.local>'),
    /** Namespaces Redis keys so several deployments (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z.string().min(1).default('earshot:'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default('https://accounts.google.com'),
  })
  .superRefine((config, ctx) => {
    if (Boolean(config.GOOGLE_CLIENT_ID) !== Boolean(config.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [config.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together or not at all',
      });
    }
    if (config.HEADERS_TIMEOUT_SECONDS > config.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_SECONDS'],
        message: 'must not exceed REQUEST_TIMEOUT_SECONDS (the headers are part of the request)',
      });
    }
  });

/** The server's whole configuration, read once from the environment. */
export type Config = z.infer<typeof schema>;

/** Raised when the environment holds a bad value; names every offending variable. */
export class ConfigError extends Error {}

/** Reads and validates the configuration. Empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(schema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data;
}
