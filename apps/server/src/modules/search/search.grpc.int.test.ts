import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedTracks, useTestServer } from '~/test/fixture';
import { nativeGrpcClient, unary } from '~/test/native-grpc';

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

const t = useTestServer({
  seed: seedTracks([{ id: 1, title: 'Över The Wire' }], { name: 'Wire Band' }),
});
let client: SearchClient;
beforeAll(async () => {
  client = nativeGrpcClient(
    await t.grpcAddress(),
    'earshot/search/v1/search.proto',
    'earshot.search.v1.SearchService',
    { enums: String, defaults: true },
  );
});
afterAll(() => client.close());

const call = <T>(method: (req: object, cb: Callback<T>) => void, request: object) =>
  unary(client, method, request);

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
