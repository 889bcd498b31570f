import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '~/db/client';
import { AppError } from '~/errors';
import { memoize } from '~/memo';
import { requestIdOf } from './request-id';

// A load balancer may poll often; one ping a second answers them all (a failure is never kept).
const FRESH_MS = 1000;
const PATH = '/healthz';

/** GET /healthz: 200 when the database answers, 503 with the spec's text when it does not. */
export interface Health {
  /**
   * Answers a GET /healthz on the raw server, before the framework, while the last ping is
   * fresh; returns false (having done nothing) otherwise, and the framework's route answers.
   * Probes are the hottest and simplest route (ADR 0006).
   */
  answerFast(req: IncomingMessage, res: ServerResponse): boolean;
  /** The framework's route: pings when the last answer is stale, and reports failures. */
  register(app: FastifyInstance): void;
}

export function createHealth(database: Database): Health {
  const check = memoize(() => database.ping(), { ttlMs: FRESH_MS });
  const body = JSON.stringify({ status: 'ok', database: database.kind });
  const length = String(Buffer.byteLength(body));
  const probe = async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      await check('');
    } catch (err) {
      req.log.warn({ err }, 'health check: database unreachable');
      throw new AppError('unavailable', 'database_unreachable');
    }
    return reply.type('application/json').send(body);
  };
  return {
    answerFast(req, res) {
      if (req.method !== 'GET' || req.url !== PATH || !check.peek('')) return false;
      // Raw header pairs: the cheapest form Node takes.
      res.writeHead(200, [
        'content-type',
        'application/json; charset=utf-8',
        'content-length',
        length,
        'x-request-id',
        requestIdOf(req.headers),
      ]);
      res.end(body);
      return true;
    },
    register(app) {
      app.get(PATH, probe);
    },
  };
}
