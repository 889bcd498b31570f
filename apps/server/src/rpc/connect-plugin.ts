import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import {
  Code,
  ConnectError,
  createConnectRouter,
  type ConnectRouter,
  type ConnectRouterOptions,
  type ContextValues,
} from '@connectrpc/connect';
import { compressionGzip, universalResponseToNodeResponse } from '@connectrpc/connect-node';
import type { UniversalServerRequest, UniversalServerResponse } from '@connectrpc/connect/protocol';
import * as connectProtocol from '@connectrpc/connect/protocol-connect';
import * as grpcProtocol from '@connectrpc/connect/protocol-grpc';
import * as grpcWebProtocol from '@connectrpc/connect/protocol-grpc-web';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { closeUnread } from '~/http/close-unread';
import { compressionBrotliFast } from './compression';

/** What the plugin is given: Connect's router options, the routes, and per-request values. */
export interface ConnectPluginOptions extends ConnectRouterOptions {
  /** Where the routes are mounted, e.g. /rpc. */
  prefix: string;
  routes: (router: ConnectRouter) => void;
  contextValues: (req: FastifyRequest) => ContextValues;
}

/**
 * Connect's routes on Fastify, as @connectrpc/connect-fastify mounts them (the same router,
 * universal handlers and Node adapters), plus one step it has no hook for: a GET answer that
 * Connect marked cacheable gets a strong ETag over its exact bytes, and a 304 when the client
 * already holds them (ADR 0009). connect-fastify writes the raw response itself, so nothing
 * between it and the socket could see those bytes.
 */
export async function registerConnect(app: FastifyInstance, options: ConnectPluginOptions) {
  const { prefix, routes, contextValues, ...routerOptions } = options;
  await app.register(
    (instance, _opts, done) => {
      const router = createConnectRouter({
        acceptCompression: [compressionGzip, compressionBrotliFast],
        ...routerOptions,
      });
      routes(router);
      leaveBodiesToConnect(instance);
      for (const handler of router.handlers) {
        const unary = handler.method.methodKind === 'unary';
        instance.all(handler.requestPath, async (req, reply) => {
          try {
            const universal = universalRequest(req, contextValues(req));
            // HEAD is GET without the body (RFC 9110 §9.3.2): Connect knows only GET, and Node
            // drops the body of an answer to HEAD by itself.
            const answer = await handler(
              req.method === 'HEAD' ? { ...universal, method: 'GET' } : universal,
            );
            for (const [key, value] of Object.entries(reply.getHeaders())) {
              if (value !== undefined) reply.raw.setHeader(key, value);
            }
            if (!req.raw.complete) closeUnread(reply.raw);
            if (unary && !answer.trailer) {
              sendWhole(reply.raw, conditional(req, answer, await bytesOf(answer)));
            } else {
              await universalResponseToNodeResponse(answer, reply.raw);
            }
          } catch (err) {
            if (ConnectError.from(err).code === Code.Aborted) return;
            req.log.error({ err, rpc: handler.requestPath }, 'RPC answer failed');
          }
        });
      }
      done();
    },
    { prefix },
  );
}

/** Connect reads the bodies itself: Fastify must leave them unread (in this scope only). */
function leaveBodiesToConnect(instance: FastifyInstance) {
  const unread = (_req: unknown, _payload: unknown, parsed: (err: null, body: undefined) => void) =>
    parsed(null, undefined);
  instance.addContentTypeParser(
    [
      connectProtocol.contentTypeUnaryJson,
      connectProtocol.contentTypeStreamJson,
      grpcWebProtocol.contentTypeProto,
      grpcWebProtocol.contentTypeJson,
      grpcProtocol.contentTypeProto,
      grpcProtocol.contentTypeJson,
    ],
    unread,
  );
  for (const pattern of [
    grpcProtocol.contentTypeRegExp,
    grpcWebProtocol.contentTypeRegExp,
    connectProtocol.contentTypeRegExp,
  ]) {
    instance.addContentTypeParser(pattern, unread);
  }
}

/**
 * The call as Connect's handlers take it, as connect-node's universalRequestFromNodeRequest
 * builds it, less what every call paid for nothing: the URL is not parsed here (Connect parses
 * it), the body is the request stream itself (Connect reads it for POST only), and the signal
 * is the connection's (below) instead of a new AbortController per call, aborted on every
 * close, answered or not: an abort without a reason builds a DOMException and its stack
 * (ADR 0009).
 */
function universalRequest(
  req: FastifyRequest,
  contextValues: ContextValues,
): UniversalServerRequest {
  const raw = req.raw;
  const path = raw.url ?? '';
  const origin = `${req.protocol}://${req.host}`;
  return {
    httpVersion: raw.httpVersion,
    method: raw.method ?? '',
    // A path (origin-form, as every client sends) needs no parsing to join its origin.
    url: path.startsWith('/') ? origin + path : new URL(path, origin).toString(),
    header: webHeaders(raw.headers),
    body: raw,
    signal: connectionSignal(raw.socket),
    contextValues,
  };
}

const connectionSignals = new WeakMap<Socket, AbortSignal>();

/**
 * Aborted when the connection closes. Over HTTP/1.1 a client gives up a call only by closing
 * its connection, so a call still under way then has lost its client; calls answered before
 * have let go of the signal (Connect unhooks each call's listener when the call ends).
 */
function connectionSignal(socket: Socket): AbortSignal {
  let signal = connectionSignals.get(socket);
  if (signal) return signal;
  if (socket.destroyed) return AbortSignal.abort(clientLeft());
  const controller = new AbortController();
  signal = controller.signal;
  connectionSignals.set(socket, signal);
  socket.once('close', () => controller.abort(clientLeft()));
  return signal;
}

const clientLeft = () => new ConnectError('the client closed the connection', Code.Canceled);

/** Node's request headers as Connect reads them (pseudo-headers left out). */
function webHeaders(headers: IncomingHttpHeaders): Headers {
  const header = new Headers();
  for (const key in headers) {
    const value = headers[key];
    if (value === undefined || key.startsWith(':')) continue;
    if (typeof value === 'string') header.append(key, value);
    else for (const item of value) header.append(key, item);
  }
  return header;
}

/** A unary answer's body in one buffer (Connect answers it in one chunk). */
async function bytesOf(answer: UniversalServerResponse): Promise<Uint8Array | undefined> {
  if (answer.body === undefined) return undefined;
  const chunks: Uint8Array[] = [];
  for await (const chunk of answer.body) chunks.push(chunk);
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

/** What a whole answer is: status, head and body. */
interface Whole {
  status: number;
  header: Headers | undefined;
  bytes?: Uint8Array | undefined;
}

/** A whole answer in one go: head and body leave in one write. */
function sendWhole(res: ServerResponse, answer: Whole) {
  const head: OutgoingHttpHeaders = {};
  answer.header?.forEach((value, key) => {
    head[key] = value;
  });
  const cookies = answer.header?.getSetCookie();
  if (cookies?.length) head['set-cookie'] = cookies;
  res.writeHead(answer.status, head);
  res.end(answer.bytes);
}

/** A cacheable GET (or HEAD) answer with its ETag, or a 304 when If-None-Match names it. */
function conditional(
  req: FastifyRequest,
  answer: UniversalServerResponse,
  bytes: Uint8Array | undefined,
): Whole {
  const header = answer.header;
  const isGet = req.method === 'GET' || req.method === 'HEAD';
  if (!bytes || !isGet || answer.status !== 200 || !header?.has('cache-control')) {
    return { status: answer.status, header, bytes };
  }
  // Over the bytes as sent (compressed or not): a strong validator of this representation.
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  header.set('etag', etag);
  if (!matches(req.headers['if-none-match'], etag)) return { status: 200, header, bytes };
  for (const name of ['content-type', 'content-length', 'content-encoding']) header.delete(name);
  return { status: 304, header };
}

/** If-None-Match's weak comparison (RFC 9110 §13.1.2): `*`, or any listed tag, W/ or not. */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
