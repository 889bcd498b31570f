import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { startTestServer, type TestServer } from '~/test/test-server';

const protoRoot = fileURLToPath(new URL('../../../../../proto', import.meta.url));

type Callback<T> = (err: grpc.ServiceError | null, reply: T) => void;
type SearchClient = grpc.Client & {
  suggest(
    request: object,
    callback: Callback<{ suggestions: { kind: string; text: string }[] }>,
  ): void;
  search(
    request: object,
    callback: Callback<{ hits: { title: string }[]; totalCount: number }>,
  ): void;
};

let t: TestServer;
let client: SearchClient;

beforeAll(async () => {
  t = await startTestServer({
    seed: ({ db }) =>
      insertCatalog(db, {
        artists: [artistRow({ id: 1, name: 'Wire Band' })],
        tracks: [trackRow({ id: 1, artistId: 1, title: 'Över The Wire' })],
      }),
  });
  await new Promise<void>((resolve) => t.server.grpc.server.listen(0, '127.0.0.1', resolve));
  const { port } = t.server.grpc.server.address() as AddressInfo;
  const definition = protoLoader.loadSync('earshot/search/v1/search.proto', {
    includeDirs: [protoRoot],
    enums: String,
    defaults: true,
  });
  const loaded = grpc.loadPackageDefinition(definition) as unknown as {
    earshot: {
      search: {
        v1: { SearchService: new (a: string, c: grpc.ChannelCredentials) => SearchClient };
      };
    };
  };
  client = new loaded.earshot.search.v1.SearchService(
    `127.0.0.1:${port}`,
    grpc.credentials.createInsecure(),
  );
});
afterAll(async () => {
  client.close();
  await t.stop();
});

const call = <T>(method: (req: object, cb: Callback<T>) => void, request: object) =>
  new Promise<T>((resolve, reject) =>
    method.call(client, request, (err, reply) => (err ? reject(err) : resolve(reply))),
  );

it('answers Suggest and Search over native gRPC, and InvalidArgument for a bad filter', async () => {
  const { suggestions } = await call(client.suggest, { q: 'wire' });
  expect(suggestions.map((s) => [s.kind, s.text])).toEqual([
    ['SEARCH_KIND_ARTIST', 'Wire Band'],
    ['SEARCH_KIND_TRACK', 'Över The Wire'],
  ]);
  const found = await call(client.search, { kind: 'SEARCH_KIND_TRACK', q: 'over wire' });
  expect(found).toMatchObject({ totalCount: 1, hits: [{ title: 'Över The Wire' }] });
  await expect(
    call(client.search, { kind: 'SEARCH_KIND_TRACK', filterBy: 'mood:=x' }),
  ).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
});
