import type { DescMethod } from '@bufbuild/protobuf';
import { ScalarType } from '@bufbuild/protobuf';
import { MethodOptions_IdempotencyLevel } from '@bufbuild/protobuf/wkt';
import http2 from 'node:http2';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractServices } from '~/test/contract-services';
import { useTestServer } from '~/test/fixture';

const methods: DescMethod[] = (await contractServices()).flatMap((service) => service.methods);
const rpcPath = (method: DescMethod) => `/rpc/${method.parent.typeName}/${method.name}`;

const PLAIN = 'Invalid request.';
// Words of the parsers, the protobuf runtime and the database that must never reach a client.
const LEAKS = /parse|EOF|JSON|decode|wire type|illegal|unexpected|premature|token|byte|syntax/i;

const BINARY_BODIES = {
  'an open brace': Uint8Array.of(0x7b),
  'bytes 00 01 02 03 ff fe': Uint8Array.of(0x00, 0x01, 0x02, 0x03, 0xff, 0xfe),
};
const JSON_BODIES = ['{', '{"a":', '[]', 'null', '"text"', '\u0000'];

/** JSON requests whose one field holds a value no field of any type accepts. */
const wrongTypes = (method: DescMethod) =>
  method.input.fields.map((f) => JSON.stringify({ [f.jsonName]: [[{}]] }));

// Text no column stores (PostgreSQL refuses NUL) or no UTF-8 encodes (a lone surrogate).
const UNSTORABLE = ['a\u0000b', 'a\ud800b', 'a\udc00b'];

/** JSON requests whose one string field holds unstorable text. */
const unstorableTexts = (method: DescMethod) =>
  method.input.fields
    .filter((f) => f.fieldKind === 'scalar' && f.scalar === ScalarType.STRING)
    .flatMap((f) => UNSTORABLE.map((text) => JSON.stringify({ [f.jsonName]: text })));

const named = (list: DescMethod[]) => list.map((m) => [`${m.parent.name}.${m.name}`, m] as const);
const withTexts = methods.filter((m) => unstorableTexts(m).length > 0);
const readable = methods.filter(
  (m) => m.idempotency === MethodOptions_IdempotencyLevel.NO_SIDE_EFFECTS,
);

const t = useTestServer();
let grpcUrl: string;
let token: string;
beforeAll(async () => {
  // Signed in, so the calls that need a caller read their message too.
  ({ token } = await t.account({ email: 'fuzzy@example.com' }));
  grpcUrl = `http://${await t.grpcAddress()}`;
});

async function expectRefusedByConnect(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBe(400);
  expect(JSON.parse(text)).toMatchObject({ code: 'invalid_argument', message: PLAIN });
  expect(text).not.toMatch(LEAKS);
}

const post = (method: DescMethod, contentType: string, body: string | Uint8Array) =>
  fetch(`${t.baseUrl}${rpcPath(method)}`, {
    method: 'POST',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    body,
  });

describe.each(named(methods))('%s', (_, method) => {
  it.each(Object.entries(BINARY_BODIES))(
    'refuses %s over Connect (application/proto) as InvalidArgument',
    async (_name, bytes) => {
      await expectRefusedByConnect(await post(method, 'application/proto', bytes));
    },
  );

  it('refuses malformed and mistyped JSON as InvalidArgument', async () => {
    for (const body of [...JSON_BODIES, ...wrongTypes(method)]) {
      await expectRefusedByConnect(await post(method, 'application/json', body));
    }
  });

  it('refuses a malformed message over gRPC-Web with status 3 and the plain text', async () => {
    for (const bytes of Object.values(BINARY_BODIES)) {
      const res = await post(method, 'application/grpc-web+proto', envelope(bytes));
      const status = await grpcWebStatus(res);
      expect(status).toEqual({ code: '3', message: PLAIN });
    }
  });

  it('refuses a malformed message over native gRPC with status 3 and the plain text', async () => {
    for (const bytes of Object.values(BINARY_BODIES)) {
      expect(await nativeGrpcStatus(grpcUrl, rpcPath(method).slice('/rpc'.length), bytes)).toEqual({
        code: '3',
        message: PLAIN,
      });
    }
  });
});

it('finds methods of each kind to try', () => {
  expect(withTexts.length).toBeGreaterThan(0);
  expect(readable.length).toBeGreaterThan(0);
});

describe.each(named(withTexts))('%s', (_, method) => {
  it('refuses text holding NUL or a lone surrogate as InvalidArgument', async () => {
    for (const body of unstorableTexts(method)) {
      await expectRefusedByConnect(await post(method, 'application/json', body));
    }
  });
});

describe.each(named(readable))('%s', (_, method) => {
  it('refuses a malformed message in a Connect GET as InvalidArgument', async () => {
    for (const query of [
      'encoding=proto&base64=1&message=AAECA__-',
      'encoding=proto&base64=1&message=ew',
      'encoding=json&message=%7B',
    ]) {
      await expectRefusedByConnect(
        await fetch(`${t.baseUrl}${rpcPath(method)}?connect=v1&${query}`),
      );
    }
  });
});

/** A gRPC length-prefixed message frame. */
function envelope(bytes: Uint8Array) {
  const frame = new Uint8Array(5 + bytes.length);
  new DataView(frame.buffer).setUint32(1, bytes.length);
  frame.set(bytes, 5);
  return frame;
}

/** grpc-status and grpc-message of a gRPC-Web answer: in its headers, or its trailer frame. */
async function grpcWebStatus(res: Response) {
  const fromHeaders = res.headers.get('grpc-status');
  if (fromHeaders !== null) {
    return {
      code: fromHeaders,
      message: decodeURIComponent(res.headers.get('grpc-message') ?? ''),
    };
  }
  const body = new Uint8Array(await res.arrayBuffer());
  let at = 0;
  while (at + 5 <= body.length) {
    const length = new DataView(body.buffer, body.byteOffset + at + 1, 4).getUint32(0);
    if (body[at]! & 0x80) {
      const lines = new TextDecoder().decode(body.subarray(at + 5, at + 5 + length)).split('\r\n');
      const field = (name: string) =>
        lines
          .find((l) => l.toLowerCase().startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim();
      return {
        code: field('grpc-status'),
        message: decodeURIComponent(field('grpc-message') ?? ''),
      };
    }
    at += 5 + length;
  }
  return { code: undefined, message: undefined };
}

/** grpc-status and grpc-message of a native gRPC call carrying `bytes` as its message. */
function nativeGrpcStatus(url: string, path: string, bytes: Uint8Array) {
  return new Promise<{ code: string | undefined; message: string | undefined }>(
    (resolve, reject) => {
      const session = http2.connect(url);
      session.on('error', reject);
      const stream = session.request({
        ':method': 'POST',
        ':path': path,
        'content-type': 'application/grpc+proto',
        te: 'trailers',
      });
      let status: http2.IncomingHttpHeaders = {};
      stream.on('response', (headers) => (status = headers));
      stream.on('trailers', (trailers: http2.IncomingHttpHeaders) => {
        status = { ...status, ...trailers };
      });
      stream.on('data', () => undefined);
      stream.on('end', () => {
        session.close();
        const message = status['grpc-message'];
        resolve({
          code: status['grpc-status'] as string | undefined,
          message: typeof message === 'string' ? decodeURIComponent(message) : undefined,
        });
      });
      stream.end(envelope(bytes));
    },
  );
}
