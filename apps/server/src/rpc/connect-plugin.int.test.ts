import { create, toBinary, type MessageInitShape } from '@bufbuild/protobuf';
import {
  createClient,
  createContextValues,
  type HandlerContext,
  type Interceptor,
} from '@connectrpc/connect';
import { createConnectTransport, createGrpcWebTransport } from '@connectrpc/connect-node';
import { CatalogService, GetTrackResponseSchema } from '@earshot/contract/catalog/v1/catalog';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheControlInterceptor } from './cache-control';
import { registerConnect } from './connect-plugin';
import { answerEncoded, EncodedAnswer } from './encoded-answers';

// The plugin's own steps (ADR 0009): the call's signal aborts when the client leaves before its
// answer, and only then; a unary answer leaves whole, with its length, GET and POST alike.
const PATH = '/rpc/earshot.catalog.v1.CatalogService';

/** A Fastify app with CatalogService's GetTrack answered by `getTrack`, listening. */
async function serve(
  getTrack: (ctx: HandlerContext) => Promise<MessageInitShape<typeof GetTrackResponseSchema>>,
  interceptors: Interceptor[] = [],
) {
  const app = Fastify({ forceCloseConnections: true });
  await registerConnect(app, {
    prefix: '/rpc',
    interceptors,
    routes: (router) => router.service(CatalogService, { getTrack: (_req, ctx) => getTrack(ctx) }),
    contextValues: () => createContextValues(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

const signals: AbortSignal[] = [];
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  signals.length = 0;
});

describe('the Connect plugin', () => {
  it('answers a unary call whole, with its length, over GET and POST', async () => {
    // The call's signal is the same for interceptors and the handler, and live while it runs.
    const seenByInterceptor: AbortSignal[] = [];
    const served = await serve(
      (ctx) => {
        expect(ctx.signal).toBe(seenByInterceptor.at(-1));
        expect(ctx.signal.aborted).toBe(false);
        signals.push(ctx.signal);
        return Promise.resolve({ track: { trackId: 7 } });
      },
      [
        (next) => (req) => {
          seenByInterceptor.push(req.signal);
          return next(req);
        },
      ],
    );
    app = served.app;
    const message = encodeURIComponent('{"trackId":7}');
    const get = await fetch(
      `${served.base}${PATH}/GetTrack?connect=v1&encoding=json&message=${message}`,
    );
    const post = await fetch(`${served.base}${PATH}/GetTrack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"trackId":7}',
    });
    for (const res of [get, post]) {
      const body = await res.text();
      expect(res.status).toBe(200);
      expect(body).toBe('{"track":{"trackId":7}}');
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    }
    expect(signals).toHaveLength(2);
    expect(seenByInterceptor).toEqual(signals);
  });

  it('aborts the call when the client leaves before its answer', async () => {
    let left: (reason: unknown) => void = () => {};
    const seen = new Promise((resolve) => (left = resolve));
    let arrived: () => void = () => {};
    const started = new Promise<void>((resolve) => (arrived = resolve));
    const served = await serve(
      (ctx) =>
        new Promise((_resolve, reject) => {
          ctx.signal.addEventListener('abort', () => {
            left(ctx.signal.reason);
            reject(ctx.signal.reason as Error);
          });
          arrived();
        }),
    );
    app = served.app;
    const client = new AbortController();
    const call = fetch(`${served.base}${PATH}/GetTrack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"trackId":7}',
      signal: client.signal,
    }).catch((err: unknown) => err);
    await started;
    client.abort();
    await call;
    expect(String(await seen)).toMatch(/the client closed the connection/);
  });

  it('writes an answer encoded once for Connect, GET with its ETag and POST; gRPC-Web as ever', async () => {
    const encoded = new EncodedAnswer(
      GetTrackResponseSchema,
      create(GetTrackResponseSchema, { track: { trackId: 7, title: 'Kept' } }),
    );
    const served = await serve(
      (ctx) => Promise.resolve(answerEncoded(ctx, encoded)),
      [cacheControlInterceptor(1)],
    );
    app = served.app;
    const url = `${served.base}${PATH}/GetTrack?connect=v1&encoding=json&message=%7B%7D`;
    const first = await fetch(url);
    const body = await first.text();
    expect(first.status).toBe(200);
    expect(body).toBe('{"track":{"trackId":7,"title":"Kept"}}');
    expect(first.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(first.headers.get('cache-control')).toBe('public, max-age=1');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const held = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(held.status).toBe(304);
    expect(await held.text()).toBe('');
    const binary = await fetch(`${served.base}${PATH}/GetTrack`, {
      method: 'POST',
      headers: { 'content-type': 'application/proto' },
      body: new Uint8Array(),
    });
    expect(new Uint8Array(await binary.arrayBuffer())).toEqual(
      toBinary(GetTrackResponseSchema, encoded.message),
    );
    expect(binary.headers.get('etag')).toBeNull();
    const options = { baseUrl: `${served.base}/rpc`, httpVersion: '1.1' as const };
    for (const transport of [createConnectTransport(options), createGrpcWebTransport(options)]) {
      const answer = await createClient(CatalogService, transport).getTrack({});
      expect(answer).toEqual(encoded.message);
    }
  });
});
