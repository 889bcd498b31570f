import { createHash } from 'node:crypto';
import type { JsonValue } from '@bufbuild/protobuf';
import {
  Code,
  ConnectError,
  createConnectRouter,
  type ConnectRouter,
  type ConnectRouterOptions,
  type ContextValues,
} from '@connectrpc/connect';
import {
  compressionGzip,
  universalRequestFromNodeRequest,
  universalResponseToNodeResponse,
} from '@connectrpc/connect-node';
import { createAsyncIterable, type UniversalServerResponse } from '@connectrpc/connect/protocol';
import * as connectProtocol from '@connectrpc/connect/protocol-connect';
import * as grpcProtocol from '@connectrpc/connect/protocol-grpc';
import * as grpcWebProtocol from '@connectrpc/connect/protocol-grpc-web';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
        instance.all(handler.requestPath, async (req, reply) => {
          try {
            const universal = universalRequestFromNodeRequest(
              req.raw,
              reply.raw,
              req.body as JsonValue | undefined,
              contextValues(req),
            );
            // HEAD is GET without the body (RFC 9110 §9.3.2): Connect knows only GET, and Node
            // drops the body of an answer to HEAD by itself.
            const answer = await handler(
              req.method === 'HEAD' ? { ...universal, method: 'GET' } : universal,
            );
            for (const [key, value] of Object.entries(reply.getHeaders())) {
              if (value !== undefined) reply.raw.setHeader(key, value);
            }
            await universalResponseToNodeResponse(await conditional(req, answer), reply.raw);
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

/** A cacheable GET (or HEAD) answer with its ETag, or a 304 when If-None-Match names it. */
async function conditional(
  req: FastifyRequest,
  answer: UniversalServerResponse,
): Promise<UniversalServerResponse> {
  const header = answer.header;
  const isGet = req.method === 'GET' || req.method === 'HEAD';
  if (!isGet || answer.status !== 200 || !header?.has('cache-control')) {
    return answer;
  }
  const chunks: Uint8Array[] = [];
  for await (const chunk of answer.body ?? []) chunks.push(chunk);
  const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  // Over the bytes as sent (compressed or not): a strong validator of this representation.
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  header.set('etag', etag);
  if (!matches(req.headers['if-none-match'], etag)) {
    return { ...answer, body: createAsyncIterable([bytes]) };
  }
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
