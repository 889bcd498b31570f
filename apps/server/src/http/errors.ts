import type { FastifyError, FastifyInstance } from 'fastify';
import { REASONS } from '@earshot/wire';
import { AppError, toPublicError } from '~/errors';
import { closeUnread } from './close-unread';

/** Every HTTP error answers { error, message, code } with the spec's status texts. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const known =
      err instanceof AppError
        ? err
        : err.statusCode === 413
          ? new AppError('too_large', REASONS.bodyTooLarge)
          : err.validation || (err.statusCode && err.statusCode < 500)
            ? new AppError('invalid_argument', REASONS.invalidRequest, err.message)
            : err;
    if (!(known instanceof AppError)) req.log.error({ err }, 'unhandled request error');
    // A body refused before its end (over HTTP_MAX_BODY_BYTES, say).
    if (!req.raw.complete) closeUnread(reply.raw);
    const { status, body } = toPublicError(known);
    void reply.status(status).send(body);
  });
}

/** A JSON 404 for API-like paths that no route serves. */
export function notFoundBody() {
  return toPublicError(new AppError('not_found', REASONS.routeNotFound)).body;
}
