import fc from 'fast-check';
import { fromJson, toBinary, type DescMethod, type JsonValue } from '@bufbuild/protobuf';
import { contractMethods } from '../contract-services';
import { asciiText } from '../hostile';
import { jsonOf } from '../message-arbitrary';
import { rawRequest } from '~/test/raw-http';
import { describe, judgeAnswer } from '../verdict';
import type { Surface } from './surface';

type Encoding = 'json' | 'json-text' | 'binary' | 'bytes' | 'get' | 'grpc-web';
type Caller = 'listener' | 'visitor' | 'forged';

interface RpcInput {
  method: DescMethod;
  encoding: Encoding;
  caller: Caller;
  json: unknown;
  bytes: Uint8Array;
  text: string;
  /** gRPC-Web only: the envelope's flags and whether its length lies. */
  flags: number;
  lengthDelta: number;
}

/** Bytes that broke the Connect handlers before (issue 11, defect 4), among random ones. */
export const BAD_BYTES = fc.oneof(
  fc.constantFrom(
    new Uint8Array([0x7b]),
    new Uint8Array([0x00, 0x01, 0x02, 0x03, 0xff, 0xfe]),
    new Uint8Array([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f]),
    new Uint8Array([0x08, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01]),
  ),
  fc.uint8Array({ maxLength: 64 }),
);

/** The message as protobuf binary when its JSON is a valid message; random bytes otherwise. */
export function binaryOf(input: Pick<RpcInput, 'method' | 'json' | 'bytes'>): Uint8Array {
  try {
    return toBinary(input.method.input, fromJson(input.method.input, input.json as JsonValue));
  } catch {
    return input.bytes;
  }
}

/** A gRPC (or gRPC-Web) envelope around `payload`, with the given flags and a length that may lie. */
export function envelope(payload: Uint8Array, flags: number, lengthDelta: number): Uint8Array {
  const out = new Uint8Array(5 + payload.length);
  const view = new DataView(out.buffer);
  view.setUint8(0, flags);
  view.setUint32(1, Math.max(0, payload.length + lengthDelta));
  out.set(payload, 5);
  return out;
}

function request(input: RpcInput, token: string) {
  const path = `/rpc/${input.method.parent.typeName}/${input.method.name}`;
  const headers: Record<string, string> = {};
  if (input.caller === 'listener') headers.authorization = `Bearer ${token}`;
  if (input.caller === 'forged') headers.authorization = `Bearer ${input.text || 'x'}`;
  switch (input.encoding) {
    case 'json':
      return post(path, headers, 'application/json', Buffer.from(JSON.stringify(input.json)));
    case 'json-text':
      return post(path, headers, 'application/json', Buffer.from(input.text));
    case 'binary':
      return post(path, headers, 'application/proto', binaryOf(input));
    case 'bytes':
      return post(path, headers, 'application/proto', input.bytes);
    case 'grpc-web':
      return post(
        path,
        headers,
        'application/grpc-web+proto',
        envelope(binaryOf(input), input.flags, input.lengthDelta),
      );
    case 'get': {
      const message = encodeURIComponent(JSON.stringify(input.json));
      return {
        method: 'GET',
        path: `${path}?connect=v1&encoding=json&message=${message}`,
        headers,
      };
    }
  }
}

function post(path: string, headers: Record<string, string>, type: string, body: Uint8Array) {
  return { method: 'POST', path, headers: { ...headers, 'content-type': type }, body };
}

/** Every Connect method of the contract, in JSON, binary, Connect GET and gRPC-Web. */
export const rpcSurface: Surface<RpcInput> = {
  name: 'Connect RPC (every method: JSON, binary, GET, gRPC-Web)',
  share: 0.25,
  checksState: true,
  async inputs() {
    const methods = (await contractMethods()).filter((m) => m.methodKind === 'unary');
    return fc.constantFrom(...methods).chain((method) =>
      fc.record({
        method: fc.constant(method),
        encoding: fc.constantFrom<Encoding>(
          'json',
          'json-text',
          'binary',
          'bytes',
          'get',
          'grpc-web',
        ),
        caller: fc.constantFrom<Caller>('listener', 'visitor', 'forged'),
        json: jsonOf(method.input),
        bytes: BAD_BYTES,
        text: asciiText(40),
        flags: fc.constantFrom(0, 0, 0, 1, 0x80, 0xff),
        lengthDelta: fc.constantFrom(0, 0, 0, -1, 1, 1_000_000),
      }),
    );
  },
  async send(target, input) {
    return judgeAnswer(await rawRequest(target.baseUrl, request(input, target.token)));
  },
  show: (input) =>
    `${input.method.parent.name}.${input.method.name} ${input.encoding} ${input.caller} ${describe(input.json)}`,
};
