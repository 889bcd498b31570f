import fc from 'fast-check';
import type { DescMethod } from '@bufbuild/protobuf';
import { AUTH_CALLS, AUTH_PREFIX } from '@earshot/wire';
import { WebSocket } from 'ws';
import { sendLargeBody, sendLargeGrpcMessage } from '~/test/hostile-bodies';
import { rawRequest } from '~/test/raw-http';
import { contractMethods } from '../contract-services';
import type { FuzzTarget } from '../target';
import type { Verdict } from '../verdict';
import type { Surface } from './surface';

type Way = 'connect-json' | 'connect-proto' | 'grpc-web' | 'grpc' | 'auth' | 'search' | 'socket';

interface OversizedInput {
  way: Way;
  method: DescMethod;
  authPath: string;
  /** How many times the surface's limit the body is (a little over it, up to 32 times). */
  times: number;
  chunked: boolean;
}

/** How much the process may grow over the surface's run: issue 36's bound for its 8 requests. */
const MEMORY_BOUND = 100e6;
const startRss = new WeakMap<FuzzTarget, number>();

/** Sends the body and says whether the answer is the refusal, and what it was otherwise. */
async function refusal(target: FuzzTarget, input: OversizedInput): Promise<string | undefined> {
  const limits = target.config;
  const rpcPath = `/rpc/${input.method.parent.typeName}/${input.method.name}`;
  const body = (max: number, type: string, prefix = '', path = rpcPath) =>
    sendLargeBody(target.baseUrl, {
      path,
      headers: { 'content-type': type, authorization: `Bearer ${target.token}` },
      bytes: Math.ceil(max * input.times),
      prefix,
      chunked: input.chunked,
    });
  const max = limits.RPC_MAX_BODY_BYTES;
  switch (input.way) {
    case 'connect-json':
    case 'connect-proto': {
      const type = input.way === 'connect-json' ? 'application/json' : 'application/proto';
      const answer = await body(max, type, input.way === 'connect-json' ? '{"x":"' : '');
      const refused = answer.status === 429 && answer.text.includes('"resource_exhausted"');
      return refused && answer.closedByServer ? undefined : `HTTP ${answer.status}`;
    }
    case 'grpc-web': {
      const head = Buffer.alloc(5);
      head.writeUInt32BE(Math.ceil(max * input.times) - 5, 1);
      const answer = await body(max, 'application/grpc-web+proto', head.toString('latin1'));
      return /grpc-status: ?8\r\n/.test(answer.text) ? undefined : `HTTP ${answer.status}`;
    }
    case 'grpc': {
      const path = `/${input.method.parent.typeName}/${input.method.name}`;
      const bytes = Math.ceil(max * input.times);
      const answer = await sendLargeGrpcMessage(target.grpcUrl, path, bytes);
      return answer.grpcStatus === '8' ? undefined : `grpc-status ${answer.grpcStatus ?? 'none'}`;
    }
    case 'auth': {
      const answer = await body(
        limits.HTTP_MAX_BODY_BYTES,
        'application/json',
        '{"email":"',
        input.authPath,
      );
      const refused = answer.status === 413 && answer.text.includes('"body_too_large"');
      return refused && answer.closedByServer ? undefined : `HTTP ${answer.status}`;
    }
    case 'search': {
      const q = 'a'.repeat(Math.ceil(limits.SEARCH_MAX_QUERY_BYTES * Math.min(input.times, 1.9)));
      const answer = await rawRequest(target.baseUrl, {
        method: 'GET',
        path: `/search/tracks?q=${q}`,
      });
      return answer.status === 414 ? undefined : `HTTP ${answer.status}`;
    }
    case 'socket': {
      const code = await bigFrame(
        target,
        Math.ceil(limits.LISTENING_MAX_FRAME_BYTES * input.times),
      );
      return code === 1009 ? undefined : `socket closed ${code}`;
    }
  }
}

/** Opens a signed-in listening socket, sends one frame of `bytes`, answers the close code. */
async function bigFrame(target: FuzzTarget, bytes: number): Promise<number> {
  const url = `${target.baseUrl.replace(/^http/, 'ws')}/ws/listening?token=${encodeURIComponent(target.token)}`;
  const socket = new WebSocket(url);
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  socket.once('open', () => socket.send(Buffer.alloc(bytes, 0x61)));
  const code = await Promise.race([closed, new Promise<number>((r) => setTimeout(r, 3000, -1))]);
  if (code === -1) socket.terminate();
  return code;
}

/**
 * A body over its surface's limit on every surface (RPC in each protocol, the gRPC port, /api,
 * search query strings, socket frames), with and without a length: each is refused as too
 * large and its connection closed, and the process stays within 100 MB of where it began.
 */
export const oversizedSurface: Surface<OversizedInput> = {
  name: 'oversized bodies on every surface (refused, memory bounded)',
  share: 0.08,
  checksState: false,
  async inputs() {
    const methods = (await contractMethods()).filter((m) => m.methodKind === 'unary');
    const authPaths = Object.values(AUTH_CALLS)
      .filter((c) => c.method === 'POST')
      .map((c) => `${AUTH_PREFIX}/${c.path}`);
    return fc.record({
      way: fc.constantFrom<Way>(
        'connect-json',
        'connect-proto',
        'grpc-web',
        'grpc',
        'auth',
        'search',
        'socket',
      ),
      method: fc.constantFrom(...methods),
      authPath: fc.constantFrom(...authPaths),
      times: fc.oneof(fc.double({ min: 1.01, max: 4, noNaN: true }), fc.constant(32)),
      chunked: fc.boolean(),
    });
  },
  async send(target, input): Promise<Verdict> {
    const before = startRss.get(target) ?? process.memoryUsage.rss();
    startRss.set(target, before);
    const problems: string[] = [];
    const wrong = await refusal(target, input);
    if (wrong) problems.push(`not refused as too large: ${wrong}`);
    const grown = process.memoryUsage.rss() - before;
    if (grown > MEMORY_BOUND) problems.push(`the process grew by ${Math.round(grown / 1e6)} MB`);
    return { rejected: true, problems };
  },
  show: (input) =>
    `${input.way} ${input.way === 'auth' ? input.authPath : input.method.name} ` +
    `×${input.times.toFixed(2)} ${input.chunked ? 'chunked' : 'with length'}`,
};
