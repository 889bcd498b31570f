import http2 from 'node:http2';
import fc from 'fast-check';
import type { DescMethod } from '@bufbuild/protobuf';
import type { RawAnswer } from '~/test/raw-http';
import { contractMethods } from '../contract-services';
import { asciiText } from '../hostile';
import { jsonOf } from '../message-arbitrary';
import type { FuzzTarget } from '../target';
import { describe, judgeAnswer } from '../verdict';
import { BAD_BYTES, binaryOf, envelope } from './rpc';
import type { Surface } from './surface';

interface GrpcInput {
  method: DescMethod;
  caller: 'listener' | 'visitor' | 'forged';
  json: unknown;
  bytes: Uint8Array;
  text: string;
  /** The message as its JSON makes it, or the bad bytes. */
  payload: 'message' | 'bytes';
  flags: number;
  lengthDelta: number;
  encoding: string | undefined;
}

const sessions = new WeakMap<FuzzTarget, http2.ClientHttp2Session>();

/** One h2c session per target, opened again when the server has closed it. */
function sessionOf(target: FuzzTarget) {
  let session = sessions.get(target);
  if (!session || session.closed || session.destroyed) {
    session = http2.connect(target.grpcUrl);
    session.on('error', () => undefined);
    sessions.set(target, session);
  }
  return session;
}

function percentDecoded(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** One call, read whole: its headers and trailers together, its body with grpc-message. */
function call(
  session: http2.ClientHttp2Session,
  headers: http2.OutgoingHttpHeaders,
  body: Uint8Array,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const stream = session.request(headers);
    const head: http2.IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    stream.on('response', (h) => {
      Object.assign(head, h);
    });
    stream.on('trailers', (h: http2.IncomingHttpHeaders) => {
      Object.assign(head, h);
    });
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('error', () => undefined);
    stream.on('close', () => {
      const message = typeof head['grpc-message'] === 'string' ? head['grpc-message'] : '';
      chunks.push(Buffer.from(percentDecoded(message)));
      resolve({
        status: Number(head[':status'] ?? 0),
        headers: head,
        bytes: Buffer.concat(chunks),
      });
    });
    stream.end(body);
  });
}

/** Every unary method on the native gRPC port: messages, bad bytes, lying envelopes. */
export const grpcSurface: Surface<GrpcInput> = {
  name: 'native gRPC port (every method: messages, bad bytes, lying envelopes)',
  share: 0.1,
  checksState: true,
  async inputs() {
    const methods = (await contractMethods()).filter((m) => m.methodKind === 'unary');
    return fc.constantFrom(...methods).chain((method) =>
      fc.record({
        method: fc.constant(method),
        caller: fc.constantFrom<GrpcInput['caller']>('listener', 'visitor', 'forged'),
        json: jsonOf(method.input),
        bytes: BAD_BYTES,
        text: asciiText(40),
        payload: fc.constantFrom<GrpcInput['payload']>('message', 'message', 'bytes'),
        flags: fc.constantFrom(0, 0, 0, 1, 0x80, 0xff),
        lengthDelta: fc.constantFrom(0, 0, 0, -1, 1, 1_000_000, 2_000_000),
        encoding: fc.constantFrom(undefined, undefined, 'gzip', 'identity', 'snappy'),
      }),
    );
  },
  async send(target, input) {
    const headers: http2.OutgoingHttpHeaders = {
      ':method': 'POST',
      ':path': `/${input.method.parent.typeName}/${input.method.name}`,
      'content-type': 'application/grpc+proto',
      te: 'trailers',
    };
    if (input.caller === 'listener') headers.authorization = `Bearer ${target.token}`;
    if (input.caller === 'forged') headers.authorization = `Bearer ${input.text || 'x'}`;
    if (input.encoding) headers['grpc-encoding'] = input.encoding;
    const payload = input.payload === 'message' ? binaryOf(input) : input.bytes;
    const answer = await call(
      sessionOf(target),
      headers,
      envelope(payload, input.flags, input.lengthDelta),
    );
    const verdict = judgeAnswer(answer);
    if (answer.headers['grpc-status'] === undefined) {
      verdict.problems.push(`no grpc-status (HTTP ${answer.status})`);
    }
    return verdict;
  },
  show: (input) =>
    `${input.method.parent.name}.${input.method.name} ${input.payload} flags ${input.flags} ` +
    `length ${input.lengthDelta >= 0 ? '+' : ''}${input.lengthDelta} ${input.caller} ${describe(input.json)}`,
};
