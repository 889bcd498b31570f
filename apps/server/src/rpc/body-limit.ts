import type { ConnectRouter } from '@connectrpc/connect';
import type { UniversalHandler, UniversalServerRequest } from '@connectrpc/connect/protocol';
import * as grpcProtocol from '@connectrpc/connect/protocol-grpc';
import * as grpcWebProtocol from '@connectrpc/connect/protocol-grpc-web';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';
import { refusal } from './plain-refusals';

/**
 * Routes whose calls read at most `maxBytes` of request body (RPC_MAX_BODY_BYTES, issue 36): a
 * body is refused before it is read whole, from its Content-Length when it states one, from an
 * envelope's declared length (gRPC, gRPC-Web) as soon as its five bytes arrive, and by counting
 * otherwise. The refusal is RESOURCE_EXHAUSTED 'Request too large.' (reason body_too_large) in
 * the caller's protocol; the rest of the body stays unread (the transports then close the
 * connection or the stream). Connect's own readMaxBytes, set to the same figure, bounds what a
 * compressed message may inflate to; this bounds what crosses the wire, and answers in our words.
 * Wraps the handlers withPlainRefusals made, for both the Fastify plugin and the gRPC port.
 */
export function withBodyLimit(routes: (router: ConnectRouter) => void, maxBytes: number) {
  return (router: ConnectRouter) => {
    routes(router);
    router.handlers.splice(
      0,
      router.handlers.length,
      ...router.handlers.map((handler) => limiting(handler, maxBytes)),
    );
  };
}

const tooLarge = () => new AppError('too_large', REASONS.bodyTooLarge);

function limiting(handler: UniversalHandler, maxBytes: number): UniversalHandler {
  const wrapped = async (req: UniversalServerRequest) => {
    // GET carries its message in the URL, which the header limit bounds; a body already
    // parsed (not from our transports) was read by whoever parsed it.
    const source = req.body;
    if (req.method !== 'POST' || !isStream(source)) return handler(req);
    const over = { tripped: false };
    const declared = Number(req.header.get('content-length') ?? 0);
    let header = req.header;
    if (declared > maxBytes) {
      // Connect would refuse from the header in its own words; without it, it asks for the
      // first chunk and is refused before one byte is read.
      header = new Headers(header);
      header.delete('content-length');
    }
    const contentType = req.header.get('content-type') ?? '';
    const enveloped =
      grpcProtocol.contentTypeRegExp.test(contentType) ||
      grpcWebProtocol.contentTypeRegExp.test(contentType);
    const body = limitedBody(source, maxBytes, declared > maxBytes, enveloped, over);
    const answer = await handler({ ...req, header, body });
    return over.tripped ? refusal(req, answer, tooLarge()) : answer;
  };
  return Object.assign(wrapped, handler);
}

const isStream = (body: unknown): body is AsyncIterable<Uint8Array> =>
  typeof body === 'object' && body !== null && Symbol.asyncIterator in body;

/**
 * The body as Connect reads it, failing at the first chunk that takes it (or one of its
 * envelopes, by their stated lengths) past `maxBytes`. Giving up never destroys the source:
 * over HTTP/1.1 that would reset the connection before the refusal is sent.
 */
function limitedBody(
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
  overAtOnce: boolean,
  enveloped: boolean,
  over: { tripped: boolean },
): AsyncIterable<Uint8Array> {
  return {
    [Symbol.asyncIterator]() {
      const chunks = source[Symbol.asyncIterator]();
      const envelopes = envelopeBounds(maxBytes);
      let seen = 0;
      const refuse = () => {
        over.tripped = true;
        return Promise.reject(tooLarge());
      };
      return {
        async next() {
          if (overAtOnce) return refuse();
          const result = await chunks.next();
          if (result.done) return result;
          const start = seen;
          seen += result.value.byteLength;
          if (seen > maxBytes || (enveloped && envelopes(result.value, start))) return refuse();
          return result;
        },
        // Connect stops reading: the source is left as it is, not destroyed.
        return: () => Promise.resolve({ done: true, value: undefined }),
      };
    },
  };
}

/**
 * Reads the five-byte envelope heads (flags, then a big-endian length) as the chunks pass;
 * answers true once an envelope's stated length would end past `maxBytes`.
 */
function envelopeBounds(maxBytes: number) {
  const head = new Uint8Array(5);
  const view = new DataView(head.buffer);
  let filled = 0;
  // Where the next byte of an envelope head is, counted from the body's start.
  let want = 0;
  return (chunk: Uint8Array, start: number): boolean => {
    const end = start + chunk.byteLength;
    while (want < end) {
      const take = Math.min(5 - filled, end - want);
      head.set(chunk.subarray(want - start, want - start + take), filled);
      filled += take;
      want += take;
      if (filled < 5) break;
      want += view.getUint32(1);
      filled = 0;
      if (want > maxBytes) return true;
    }
    return false;
  };
}
