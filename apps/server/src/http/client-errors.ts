import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { REASONS } from '@earshot/wire';
import { AppError, toPublicError } from '~/errors';

/** How long a client has to send a request (Node's server timeouts; docs/security.md). */
export interface RequestBounds {
  /** REQUEST_TIMEOUT_SECONDS: headers and body. */
  requestMs: number;
  /** HEADERS_TIMEOUT_SECONDS: the headers alone. */
  headersMs: number;
  /** KEEP_ALIVE_TIMEOUT_SECONDS: an idle connection between requests. */
  keepAliveMs: number;
}

/**
 * Fastify's server options for the bounds. Node checks its open requests against them every
 * `connectionsCheckingInterval` (30 s by default, which would let a 30 s bound run to 60):
 * here a quarter of the shorter bound, within 250 ms to 5 s.
 */
export function serverTimeouts(bounds: RequestBounds) {
  const interval = Math.min(5000, Math.max(250, Math.min(bounds.headersMs, bounds.requestMs) / 4));
  return {
    requestTimeout: bounds.requestMs,
    keepAliveTimeout: bounds.keepAliveMs,
    http: { headersTimeout: bounds.headersMs, connectionsCheckingInterval: interval },
  };
}

const ANSWERS: Record<string, AppError> = {
  ERR_HTTP_REQUEST_TIMEOUT: new AppError('timed_out', REASONS.requestTimeout),
  HPE_HEADER_OVERFLOW: new AppError('too_large', REASONS.bodyTooLarge),
};

/**
 * What the server answers on a connection whose request it cannot take (Fastify's default, in
 * the product's error shape): 408 when the request did not arrive within its bound, 413 for
 * headers over Node's limit, 400 otherwise; then the connection is closed.
 */
export function answerClientError(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const known =
      ANSWERS[err.code ?? ''] ?? new AppError('invalid_argument', REASONS.invalidRequest);
    const { status, body } = toPublicError(known);
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(err);
}
