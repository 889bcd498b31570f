import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  create,
  type DescMessage,
  type DescMethodUnary,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { createMethodSerializationLookup } from '@connectrpc/connect/protocol';
import {
  codeToHttpStatus,
  errorToJsonBytes,
  parseContentType,
} from '@connectrpc/connect/protocol-connect';
import { requestIdOf } from '~/http/request-id';
import type { Logger } from '~/logger';
import { memoize } from '~/memo';
import type { CallContext } from './context';
import { toConnectError } from './error-interceptor';
import { RPC_PREFIX } from './prefix';

const gzipAsync = promisify(gzip);

/** Requests to hot reads are a few ids and a page; anything bigger is refused unread. */
const READ_MAX_BYTES = 64 * 1024;
/** Connect's own threshold: smaller answers are not worth compressing. */
const COMPRESS_MIN_BYTES = 1024;
const LIMITS = { readMaxBytes: READ_MAX_BYTES, writeMaxBytes: 0xffffffff };

/** One public read that may be answered without the framework and Connect's machinery. */
export interface HotRead {
  path: string;
  /** Parses the request, runs the read, serializes the answer; throws what the read throws. */
  run(body: Uint8Array, binary: boolean): Promise<Uint8Array>;
}

/** How long a hot read's answers may be reused, and how many distinct requests are kept. */
export interface HotReadCache {
  ttlMs: number;
  maxEntries: number;
}

/**
 * A public, caller-free unary read (it must not read the call's context: there is none). The
 * same function serves the Connect router, so both paths answer the same (ADR 0006). With
 * `cache`, identical requests share one answer for `ttlMs` (only for data no user edits).
 */
export function hotRead<I extends DescMessage, O extends DescMessage>(
  method: DescMethodUnary<I, O>,
  handle: (req: MessageShape<I>) => Promise<MessageInitShape<O>>,
  cache?: HotReadCache,
): HotRead {
  const serialization = createMethodSerializationLookup(method, undefined, undefined, LIMITS);
  const answer = async (body: Uint8Array, binary: boolean) => {
    const output = await handle(serialization.getI(binary).parse(body));
    return serialization.getO(binary).serialize(create(method.output, output));
  };
  // The key is the request's exact bytes, tagged by encoding; the body travels inside it.
  const remembered =
    cache &&
    memoize((key) => answer(Buffer.from(key.slice(1), 'latin1'), key.startsWith(BINARY)), cache);
  return {
    path: `${RPC_PREFIX}/${method.parent.typeName}/${method.name}`,
    run: remembered
      ? (body, binary) =>
          remembered((binary ? BINARY : JSON_TAG) + Buffer.from(body).toString('latin1'))
      : answer,
  };
}

const BINARY = 'b';
const JSON_TAG = 'j';

/**
 * The Connect protocol's unary POST (JSON or binary) for the hottest public reads, answered on
 * the raw server: no router, no per-call abort signals or async iterables. Anything it does not
 * cover exactly (other methods, GET, compressed requests, deadlines, streaming content types)
 * is left to the framework and Connect, which answer as always.
 */
export function createHotReads(reads: HotRead[], log: Logger) {
  const byPath = new Map(reads.map((read) => [read.path, read]));
  return {
    /** Answers the request and returns true, or touches nothing and returns false. */
    answer(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== 'POST') return false;
      const read = req.url === undefined ? undefined : byPath.get(req.url);
      if (!read) return false;
      const type = parseContentType(req.headers['content-type'] ?? null);
      if (!type || type.stream) return false;
      if (req.headers['content-encoding'] || req.headers['connect-timeout-ms']) return false;
      serve(read, type.binary, req, res, log).catch((err: unknown) => {
        log.error({ err, rpc: read.path }, 'hot read failed after it began answering');
        res.destroy();
      });
      return true;
    },
  };
}

async function serve(
  read: HotRead,
  binary: boolean,
  req: IncomingMessage,
  res: ServerResponse,
  log: Logger,
) {
  const started = performance.now();
  const requestId = requestIdOf(req.headers);
  let status = 200;
  let contentType = binary ? 'application/proto' : 'application/json';
  let body: Uint8Array;
  try {
    body = await read.run(await readBody(req), binary);
  } catch (err) {
    // A child logger only when there is something to log: as the framework's, with reqId.
    const call: CallContext = { requestId, log: log.child({ reqId: requestId }) };
    const error = toConnectError(err, call, read.path);
    status = codeToHttpStatus(error.code);
    contentType = 'application/json';
    body = errorToJsonBytes(error, undefined);
  }
  const headers: Record<string, string> = {
    'content-type': contentType,
    'x-request-id': requestId,
  };
  if (body.byteLength >= COMPRESS_MIN_BYTES && acceptsGzip(req)) {
    body = await gzipAsync(body);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.byteLength);
  res.writeHead(status, headers);
  res.end(body);
  log.info(
    {
      reqId: requestId,
      req,
      res: { statusCode: status },
      responseTime: performance.now() - started,
    },
    'request completed',
  );
}

function acceptsGzip(req: IncomingMessage) {
  const accepted = req.headers['accept-encoding'];
  return typeof accepted === 'string' && /(?:^|,)\s*gzip\s*(?:;|,|$)/i.test(accepted);
}

function readBody(req: IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= READ_MAX_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > READ_MAX_BYTES) {
        reject(
          new ConnectError(
            `message size ${size} is larger than configured readMaxBytes ${READ_MAX_BYTES}`,
            Code.ResourceExhausted,
          ),
        );
      } else resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}
