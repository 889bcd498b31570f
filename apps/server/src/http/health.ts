import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REASONS } from '@earshot/wire';
import type { Database } from '~/db/client';
import { AppError } from '~/errors';
import type { RateLimiter } from '~/limits/rate-limiter';
import { memoize } from '~/memo';

// A load balancer may poll often; one ping a second answers them all (a failure is never kept).
const FRESH_MS = 1000;
/** Liveness: the process is up and serving HTTP. Restart it when this fails. */
export const LIVE_PATH = '/healthz';
/** Readiness: the database, and Redis when configured, answer. Send no traffic when this fails. */
export const READY_PATH = '/readyz';

/** The probes: /healthz (alive) and /readyz (ready to serve). */
export interface Health {
  register(app: FastifyInstance): void;
}

/**
 * Liveness and readiness apart: an instance whose database or Redis dropped out is alive
 * (restarting it would not bring them back, and it serves again by itself once they return)
 * but not ready (a balancer with active checks sends its traffic elsewhere meanwhile).
 */
export function createHealth(database: Database, limiter: RateLimiter, redis: boolean): Health {
  const pingDatabase = memoize(() => database.ping(), { ttlMs: FRESH_MS });
  const pingRedis = memoize(() => limiter.ping(), { ttlMs: FRESH_MS });
  const alive = JSON.stringify({ status: 'ok' });
  const ready = JSON.stringify({
    status: 'ok',
    database: database.kind,
    redis: redis ? 'ok' : 'off',
  });
  const readiness = async (req: FastifyRequest, reply: FastifyReply) => {
    const [db, shared] = await Promise.allSettled([pingDatabase(''), pingRedis('')]);
    if (db.status === 'rejected') {
      req.log.warn({ err: db.reason }, 'readiness: database unreachable');
      throw new AppError('unavailable', REASONS.databaseUnreachable);
    }
    if (shared.status === 'rejected') {
      req.log.warn({ err: shared.reason }, 'readiness: Redis unreachable');
      throw new AppError('unavailable', REASONS.redisUnreachable);
    }
    return reply.type('application/json').send(ready);
  };
  return {
    register(app) {
      app.get(LIVE_PATH, (_req, reply) => reply.type('application/json').send(alive));
      app.get(READY_PATH, readiness);
    },
  };
}
