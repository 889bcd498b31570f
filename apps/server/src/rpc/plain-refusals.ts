import type { ConnectError, ConnectRouter } from '@connectrpc/connect';
import {
  createAsyncIterable,
  encodeEnvelope,
  type UniversalHandler,
  type UniversalServerRequest,
  type UniversalServerResponse,
} from '@connectrpc/connect/protocol';
import * as connectProtocol from '@connectrpc/connect/protocol-connect';
import * as grpcProtocol from '@connectrpc/connect/protocol-grpc';
import * as grpcWebProtocol from '@connectrpc/connect/protocol-grpc-web';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';
import { decodedKey } from './context';
import { toConnectError } from './error-interceptor';

/**
 * Routes whose calls, when Connect refuses them before any of our code runs (a body that is
 * not the message: bad protobuf bytes, bad JSON, a mistyped field, a bad envelope, an unknown
 * compression or timeout), answer InvalidArgument 'Invalid request.' with the reason
 * invalid_request in the caller's protocol, never Connect's Internal with the parser's words.
 * Connect has no hook there (it parses before the interceptors), so each handler is wrapped:
 * both the Fastify plugin and the native gRPC adapter read `router.handlers` after the routes
 * are registered.
 */
export function withPlainRefusals(routes: (router: ConnectRouter) => void) {
  return (router: ConnectRouter) => {
    routes(router);
    router.handlers.splice(0, router.handlers.length, ...router.handlers.map(refusingPlainly));
  };
}

function refusingPlainly(handler: UniversalHandler): UniversalHandler {
  const wrapped = async (req: UniversalServerRequest) => {
    const marker = { decoded: false };
    req.contextValues?.set(decodedKey, marker);
    const answer = await handler(req);
    // A bare status (404, 405, 415) carries no error to rewrite.
    const bare = answer.status !== 200 && answer.body === undefined;
    return marker.decoded || bare ? answer : refusal(req, answer, invalidRequest());
  };
  return Object.assign(wrapped, handler);
}

const invalidRequest = () => new AppError('invalid_argument', REASONS.invalidRequest);

/** Connect's error answer to `req`, rewritten to answer `refused` in the caller's protocol. */
export function refusal(
  req: UniversalServerRequest,
  answer: UniversalServerResponse,
  refused: AppError,
) {
  const error = toConnectError(refused);
  const contentType = req.header.get('content-type') ?? '';
  if (grpcWebProtocol.contentTypeRegExp.test(contentType)) return grpcWebRefusal(answer, error);
  if (grpcProtocol.contentTypeRegExp.test(contentType)) return grpcRefusal(answer, error);
  return connectRefusal(answer, error);
}

function connectRefusal(answer: UniversalServerResponse, error: ConnectError) {
  const body = connectProtocol.errorToJsonBytes(error, {});
  const header = new Headers(answer.header);
  header.set('content-type', connectProtocol.contentTypeUnaryJson);
  header.set('content-length', String(body.byteLength));
  header.delete('content-encoding');
  return {
    status: connectProtocol.codeToHttpStatus(error.code),
    header,
    body: createAsyncIterable([body]),
  };
}

// gRPC sends the status in trailers; the body (no message) is already empty.
function grpcRefusal(answer: UniversalServerResponse, error: ConnectError) {
  const trailer = new Headers();
  grpcProtocol.setTrailerStatus(trailer, error);
  return { ...answer, trailer };
}

// gRPC-Web sends the status as the body's last frame: here its only one.
function grpcWebRefusal(answer: UniversalServerResponse, error: ConnectError) {
  const trailer = new Headers();
  grpcWebProtocol.setTrailerStatus(trailer, error);
  const frame = encodeEnvelope(
    grpcWebProtocol.trailerFlag,
    grpcWebProtocol.createTrailerSerialization().serialize(trailer),
  );
  const header = new Headers(answer.header);
  header.delete('grpc-encoding');
  return { ...answer, header, body: createAsyncIterable([frame]) };
}
