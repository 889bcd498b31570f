import type { FastifyInstance } from 'fastify';
import type { Database } from '~/db/client';
import { AppError } from '~/errors';
import { memoize } from '~/memo';

// A load balancer may poll often; one ping a second answers them all (a failure is never kept).
const FRESH_MS = 1000;

/** GET /healthz: 200 when the database answers, 503 with the spec's text when it does not. */
export function registerHealth(app: FastifyInstance, database: Database) {
  const check = memoize(() => database.ping(), { ttlMs: FRESH_MS });
  const body = JSON.stringify({ status: 'ok', database: database.kind });
  app.get('/healthz', async (req, reply) => {
    try {
      await check('');
    } catch (err) {
      req.log.warn({ err }, 'health check: database unreachable');
      throw new AppError('unavailable', 'database_unreachable');
    }
    return reply.type('application/json').send(body);
  });
}
