import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { startTestServer, type TestServer } from '~/test/test-server';

const protoRoot = fileURLToPath(new URL('../../../../proto', import.meta.url));

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

let t: TestServer;
let client: CatalogClient;

beforeAll(async () => {
  t = await startTestServer({
    seed: ({ db }) =>
      insertCatalog(db, {
        artists: [artistRow({ id: 1, name: 'Wire Band' })],
        tracks: [
          trackRow({ id: 1, artistId: 1, title: 'Over The Wire' }),
          trackRow({ id: 2, artistId: 1, title: 'Second Frame' }),
        ],
      }),
  });
  await new Promise<void>((resolve) => t.server.grpc.server.listen(0, '127.0.0.1', resolve));
  const { port } = t.server.grpc.server.address() as AddressInfo;
  const definition = protoLoader.loadSync('earshot/catalog/v1/catalog.proto', {
    includeDirs: [protoRoot],
    enums: String,
    defaults: true,
  });
  const loaded = grpc.loadPackageDefinition(definition) as unknown as {
    earshot: {
      catalog: {
        v1: { CatalogService: new (a: string, c: grpc.ChannelCredentials) => CatalogClient };
      };
    };
  };
  client = new loaded.earshot.catalog.v1.CatalogService(
    `127.0.0.1:${port}`,
    grpc.credentials.createInsecure(),
  );
});
afterAll(async () => {
  client.close();
  await t.stop();
});

const listTracks = (request: object) =>
  new Promise<ListTracksReply>((resolve, reject) =>
    client.listTracks(request, (err, reply) => (err ? reject(err) : resolve(reply))),
  );

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
