import type { FastifyError, FastifyInstance } from 'fastify';
import { REASONS } from '@earshot/wire';
import { AppError, asAppError, logLine, needsLog, toPublicError } from '~/errors';
import { closeUnread } from './close-unread';

/**
 * What a 503 tells the client to wait before trying again: a database or Redis that dropped
 * out is usually back within seconds (the clients reconnect at once), and a draining instance
 * is replaced by another behind the balancer.
 */
export const RETRY_AFTER_SECONDS = 5;

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
            : asAppError(err);
    if (needsLog(known)) req.log.error({ err }, logLine(known) ?? 'unhandled request error');
    // A body refused before its end (over HTTP_MAX_BODY_BYTES, say).
    if (!req.raw.complete) closeUnread(reply.raw);
    const { status, body } = toPublicError(known);
    if (status === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    void reply.status(status).send(body);
  });
}

/** A JSON 404 for API-like paths that no route serves. */
export function notFoundBody() {
  return toPublicError(new AppError('not_found', REASONS.routeNotFound)).body;
}
