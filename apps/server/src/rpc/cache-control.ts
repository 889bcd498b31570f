import { MethodOptions_IdempotencyLevel } from '@bufbuild/protobuf/wkt';
import { ConnectError, type HandlerContext, type Interceptor } from '@connectrpc/connect';
import { SESSION_COOKIE } from '~/modules/account';

/** What any cache may do with an answer that depends on who asks: keep it for them, and ask again. */
const PRIVATE = 'private, no-cache';
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/** Marks a handler's answer as the caller's own (a private playlist to its owner). */
export function privateAnswer(ctx: HandlerContext) {
  ctx.responseHeader.set('cache-control', PRIVATE);
}

/** Whether a request says who is asking: a bearer token or the session cookie. */
function carriesViewer(header: Headers) {
  return header.has('authorization') || SESSION_COOKIE_PATTERN.test(header.get('cookie') ?? '');
}

/**
 * Cache-Control on Connect GET answers of calls without side effects (ADR 0009): public for
 * `maxAgeSeconds` when nobody signed asks and the handler did not mark the answer private;
 * private for any caller who says who they are; errors never kept. POST answers are left as
 * they were: caches do not reuse them. The ETag and 304 come after serialization (connect-plugin).
 */
export function cacheControlInterceptor(maxAgeSeconds: number): Interceptor {
  const publicValue = `public, max-age=${maxAgeSeconds}`;
  return (next) => async (req) => {
    const cacheable =
      req.requestMethod === 'GET' &&
      req.method.idempotency === MethodOptions_IdempotencyLevel.NO_SIDE_EFFECTS;
    if (!cacheable) return next(req);
    try {
      const res = await next(req);
      if (!res.header.has('cache-control')) {
        res.header.set('cache-control', carriesViewer(req.header) ? PRIVATE : publicValue);
      }
      // Connect compresses by the request's Accept-Encoding.
      res.header.set('vary', 'accept-encoding');
      return res;
    } catch (err) {
      const error = ConnectError.from(err);
      error.metadata.set('cache-control', 'no-store');
      throw error;
    }
  };
}
