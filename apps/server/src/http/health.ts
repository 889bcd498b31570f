import type { FastifyInstance } from 'fastify';
import type { Database } from '~/db/client';
import { AppError } from '~/errors';

/** GET /healthz: 200 when the database answers, 503 with the spec's text when it does not. */
export function registerHealth(app: FastifyInstance, database: Database) {
  app.get('/healthz', async (req) => {
    try {
      await database.ping();
    } catch (err) {
      req.log.warn({ err }, 'health check: database unreachable');
      throw new AppError('unavailable', 'database_unreachable');
    }
    return { status: 'ok', database: database.kind };
  });
}
