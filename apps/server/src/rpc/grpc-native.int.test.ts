import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedTracks, useTestServer } from '~/test/fixture';
import { nativeGrpcClient, unary } from '~/test/native-grpc';

interface ListTracksReply {
  tracks: { trackId: number; title: string; artistName: string; source: string }[];
  total: number;
}
type CatalogClient = grpc.Client & {
  listTracks(
    request: object,
    callback: (err: grpc.ServiceError | null, reply: ListTracksReply) => void,
  ): void;
};

const t = useTestServer({
  seed: seedTracks(
    [
      { id: 1, title: 'Over The Wire' },
      { id: 2, title: 'Second Frame' },
    ],
    { name: 'Wire Band' },
  ),
});
let client: CatalogClient;
beforeAll(async () => {
  client = nativeGrpcClient(
    await t.grpcAddress(),
    'earshot/catalog/v1/catalog.proto',
    'earshot.catalog.v1.CatalogService',
    { enums: String, defaults: true },
  );
});
afterAll(() => client.close());

const listTracks = (request: object) => unary(client, client.listTracks, request);

it('serves ListTracks to a generic gRPC client over h2c on its own port', async () => {
  const reply = await listTracks({ limit: 10 });
  expect(reply.total).toBe(2);
  expect(reply.tracks.map((track) => [track.trackId, track.title, track.artistName])).toEqual([
    [1, 'Over The Wire', 'Wire Band'],
    [2, 'Second Frame', 'Wire Band'],
  ]);
  expect(reply.tracks[0]?.source).toBe('TRACK_SOURCE_SPOTIFY');
});

it('answers bad arguments with INVALID_ARGUMENT and the message', async () => {
  const err = (await listTracks({ limit: 1000 }).catch((e: unknown) => e)) as grpc.ServiceError;
  expect(err.code).toBe(grpc.status.INVALID_ARGUMENT);
  expect(err.details).toBe('limit must be between 1 and 100');
});
