import type { FastifyInstance } from 'fastify';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';

/** The error a request or an upgrade gets while the server drains. */
export const shuttingDown = () => new AppError('unavailable', REASONS.shuttingDown);

/**
 * Whether the server is draining. Once it is, every request that still arrives (on a
 * connection opened before) is answered 503 and its connection closed, so a client or a
 * load balancer retries elsewhere.
 */
export function createDrainGate() {
  let draining = false;
  return {
    isDraining: () => draining,
    begin() {
      draining = true;
    },
    /** Registers the 503 answer; before every other hook, so nothing else runs. */
    register(app: FastifyInstance) {
      app.addHook('onRequest', (_req, reply, done) => {
        if (!draining) return done();
        void reply.header('connection', 'close');
        done(shuttingDown());
      });
    },
  };
}

export type DrainGate = ReturnType<typeof createDrainGate>;
