import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REASONS } from '@earshot/wire';
import type { Database } from '~/db/client';
import { AppError } from '~/errors';
import { memoize } from '~/memo';

// A load balancer may poll often; one ping a second answers them all (a failure is never kept).
const FRESH_MS = 1000;
const PATH = '/healthz';

/** GET /healthz: 200 when the database answers, 503 with the spec's text when it does not. */
export interface Health {
  /** The route: pings when the last answer is stale, and reports failures. */
  register(app: FastifyInstance): void;
}

export function createHealth(database: Database): Health {
  const check = memoize(() => database.ping(), { ttlMs: FRESH_MS });
  const body = JSON.stringify({ status: 'ok', database: database.kind });
  const probe = async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      await check('');
    } catch (err) {
      req.log.warn({ err }, 'health check: database unreachable');
      throw new AppError('unavailable', REASONS.databaseUnreachable);
    }
    return reply.type('application/json').send(body);
  };
  return {
    register(app) {
      app.get(PATH, probe);
    },
  };
}
