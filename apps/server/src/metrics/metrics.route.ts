import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackRequest } from '~/http/loopback';
import type { Metrics } from './metrics';

/** Where Prometheus scrapes an instance. */
export const METRICS_PATH = '/metrics';
const UNMATCHED = '(unmatched)';

/**
 * Who may read the figures: the machine itself (a Prometheus or agent beside the server), or a
 * scraper that presents METRICS_TOKEN as a bearer token. Request rates and paths say a lot
 * about a deployment, so another machine without the token gets the 404 of an unknown path.
 */
export function metricsReader(token: string | undefined) {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return (req: FastifyRequest): boolean => {
    if (isLoopbackRequest(req)) return true;
    const given = req.headers.authorization;
    if (!expected || !given) return false;
    const presented = Buffer.from(given);
    return presented.length === expected.length && timingSafeEqual(presented, expected);
  };
}

/**
 * `GET /metrics` in the Prometheus text format, and the timing of every HTTP request by its
 * route's pattern (never the raw path, which would make a series per track id).
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  mayRead: (req: FastifyRequest) => boolean,
) {
  // Callback style, as the other per-request hooks: a promise per request shows in the figures.
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? UNMATCHED;
    metrics.httpRequest(route, req.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get(METRICS_PATH, async (req, reply) => {
    if (!mayRead(req)) return reply.callNotFound();
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
