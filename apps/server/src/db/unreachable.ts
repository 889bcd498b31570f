/** Node's socket errors that mean the database's host or port does not answer. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes for it: connection_exception (class 08), admin_shutdown,
 * crash_shutdown, cannot_connect_now (starting, recovering), too_many_connections.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and its pool say when the connection is gone or never came. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'Query read timeout',
];

/**
 * Whether an error (or one it wraps: drizzle wraps the driver's) says the database could not
 * be reached, rather than that a statement failed: the first may pass, the second will not.
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
    }
    if (DRIVER_MESSAGES.some((text) => e.message.startsWith(text))) return true;
  }
  return false;
}
