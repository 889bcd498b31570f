import { Code, ConnectError } from '@connectrpc/connect';
import { CatalogService, TrackSource } from '@earshot/contract/catalog/v1/catalog';
import { ErrorDetailSchema } from '@earshot/contract/common/v1/error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { rpcClient } from '~/test/rpc-client';
import { startTestServer, type TestServer } from '~/test/test-server';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({
    seed: ({ db }) =>
      insertCatalog(db, {
        artists: [artistRow({ id: 7, name: 'Nina Fixture' })],
        tracks: Array.from({ length: 30 }, (_, i) =>
          trackRow({
            id: 100 + i,
            artistId: 7,
            title: `Song ${i}`,
            durationSeconds: 61 + i,
            source: i === 0 ? 'hosted' : 'youtube',
            url:
              i === 0
                ? '/media/song-0.mp3'
                : `https://www.youtube.com/watch?v=abcdefghi${i % 10}${i % 10}`,
          }),
        ),
      }),
  });
});
afterAll(() => t.stop());

async function rejection(promise: Promise<unknown>): Promise<ConnectError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ConnectError);
  return err as ConnectError;
}

describe.each(['connect', 'grpc-web'] as const)('ListTracks over %s', (protocol) => {
  const client = () => rpcClient(CatalogService, t.baseUrl, protocol);

  it('answers the first 25 tracks in id order with their artist and the total', async () => {
    const res = await client().listTracks({});
    expect(res.offset).toBe(0);
    expect(res.limit).toBe(25);
    expect(res.total).toBe(30);
    expect(res.tracks.map((track) => track.trackId)).toEqual(
      Array.from({ length: 25 }, (_, i) => 100 + i),
    );
    expect(res.tracks[0]).toMatchObject({
      title: 'Song 0',
      artistId: 7,
      artistName: 'Nina Fixture',
      duration: 61,
      source: TrackSource.HOSTED,
      url: '/media/song-0.mp3',
    });
  });

  it('pages with offset and limit', async () => {
    const res = await client().listTracks({ offset: 28, limit: 100 });
    expect(res.tracks.map((track) => track.title)).toEqual(['Song 28', 'Song 29']);
    expect(res.total).toBe(30);
  });

  it('answers an empty page past the end', async () => {
    const res = await client().listTracks({ offset: 500, limit: 10 });
    expect(res.tracks).toEqual([]);
    expect(res.total).toBe(30);
  });

  it.each([
    [{ limit: 101 }, 'limit must be between 1 and 100', 'page_limit_out_of_range'],
    [{ limit: 0 }, 'limit must be between 1 and 100', 'page_limit_out_of_range'],
    [{ offset: -1 }, 'offset must be 0 or more', 'page_offset_out_of_range'],
  ])('refuses %j as InvalidArgument', async (request, message, reason) => {
    const err = await rejection(client().listTracks(request));
    expect(err.code).toBe(Code.InvalidArgument);
    expect(err.rawMessage).toBe(message);
    expect(err.findDetails(ErrorDetailSchema).map((d) => d.reason)).toEqual([reason]);
  });
});
