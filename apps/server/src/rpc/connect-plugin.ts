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
import {
  compressionNegotiate,
  validateUniversalHandlerOptions,
  type UniversalServerRequest,
  type UniversalServerResponse,
} from '@connectrpc/connect/protocol';
import * as connectProtocol from '@connectrpc/connect/protocol-connect';
import * as grpcProtocol from '@connectrpc/connect/protocol-grpc';
import * as grpcWebProtocol from '@connectrpc/connect/protocol-grpc-web';
import type { DescMessage } from '@bufbuild/protobuf';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { closeUnread } from '~/http/close-unread';
import { compressionBrotliFast } from './compression';
import { answerSlotKey, etagOf, type AnswerSlot, type EncodedAnswer } from './encoded-answers';

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
 * between it and the socket could see those bytes. And one step Connect has no hook for either:
 * a handler may leave an answer encoded once (encoded-answers.ts) for the plugin to write, on
 * the calls it writes whole itself (Connect's unary protocol), instead of Connect serializing the
 * same message again for every call (ADR 0031).
 */
export async function registerConnect(app: FastifyInstance, options: ConnectPluginOptions) {
  const { prefix, routes, contextValues, ...routerOptions } = options;
  await app.register(
    (instance, _opts, done) => {
      const handlerOptions = {
        acceptCompression: [compressionGzip, compressionBrotliFast],
        ...routerOptions,
      };
      const router = createConnectRouter(handlerOptions);
      // What Connect would write with: the encoded answers are written by the same rules.
      const writing = validateUniversalHandlerOptions(handlerOptions);
      routes(router);
      leaveBodiesToConnect(instance);
      for (const handler of router.handlers) {
        const unary = handler.method.methodKind === 'unary';
        instance.all(handler.requestPath, async (req, reply) => {
          try {
            const values = contextValues(req);
            const slot: AnswerSlot | undefined = unary && connectUnary(req) ? {} : undefined;
            if (slot) values.set(answerSlotKey, slot);
            const universal = universalRequest(req, values);
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
              const encoded = answer.status === 200 ? slot?.answer : undefined;
              const whole = encoded
                ? await encodedWhole(req, answer, encoded, writing)
                : { status: answer.status, header: answer.header, bytes: await bytesOf(answer) };
              sendWhole(reply.raw, conditional(req, whole));
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

/**
 * Whether Connect answers this call by its unary protocol: a GET (or HEAD), or a POST of a
 * unary content type. gRPC-Web's calls, and anything Connect refuses, get no slot.
 */
function connectUnary(req: FastifyRequest) {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  const type = req.headers['content-type'];
  return type !== undefined && connectProtocol.contentTypeUnaryRegExp.test(type);
}

/**
 * The whole answer of a call whose handler left it encoded: Connect's status and head (its
 * content type says binary or JSON), the bytes encoded once, compressed as Connect would have
 * (by Accept-Encoding, from compressMinBytes on), with their length.
 */
async function encodedWhole(
  req: FastifyRequest,
  answer: UniversalServerResponse,
  encoded: EncodedAnswer<DescMessage>,
  writing: ReturnType<typeof validateUniversalHandlerOptions>,
): Promise<Whole> {
  const header = answer.header ?? new Headers();
  const binary = header.get('content-type') === connectProtocol.contentTypeUnaryProto;
  const accepted = req.headers['accept-encoding'];
  const negotiated = compressionNegotiate(
    writing.acceptCompression,
    null,
    Array.isArray(accepted) ? accepted.join(',') : (accepted ?? null),
    connectProtocol.headerUnaryAcceptEncoding,
  ).response;
  let form = await encoded.form(binary, undefined, writing);
  if (negotiated && form.bytes.byteLength >= writing.compressMinBytes) {
    form = await encoded.form(binary, negotiated, writing);
    header.set(connectProtocol.headerUnaryEncoding, negotiated.name);
  }
  header.set(connectProtocol.headerUnaryContentLength, String(form.bytes.byteLength));
  return { status: answer.status, header, bytes: form.bytes, etag: form.etag };
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
  /** The bytes' ETag when already known (an encoded answer keeps it). */
  etag?: () => string;
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
function conditional(req: FastifyRequest, whole: Whole): Whole {
  const { header, bytes } = whole;
  const isGet = req.method === 'GET' || req.method === 'HEAD';
  if (!bytes || !isGet || whole.status !== 200 || !header?.has('cache-control')) {
    return { status: whole.status, header, bytes };
  }
  // Over the bytes as sent (compressed or not): a strong validator of this representation.
  const etag = whole.etag ? whole.etag() : etagOf(bytes);
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
