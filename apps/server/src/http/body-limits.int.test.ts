import { create, toBinary, toJsonString } from '@bufbuild/protobuf';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { createGrpcTransport } from '@connectrpc/connect-node';
import {
  LibraryService,
  UpdatePlaylistTracksRequestSchema,
} from '@earshot/contract/library/v1/library';
import { PLAYLIST_LIMITS } from '@earshot/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTracks, useTestServer } from '~/test/fixture';
import { sendLargeBody, sendLargeGrpcMessage } from '~/test/hostile-bodies';
import { rawRequest } from '~/test/raw-http';

// The defaults, written out: the test proves the shipped figures.
const RPC_MAX = 1 << 20;
const HTTP_MAX = 64 * 1024;
// The largest track ids there are (int32), so the playlist edit below is as long as one gets.
const FIRST_ID = 2_147_483_646 - PLAYLIST_LIMITS.tracksMax;
const TRACK_IDS = Array.from({ length: PLAYLIST_LIMITS.tracksMax }, (_, i) => FIRST_ID + i);

const t = useTestServer({ seed: seedTracks(TRACK_IDS.map((id) => ({ id }))) }, 120_000);
let grpcUrl: string;
beforeAll(async () => {
  grpcUrl = `http://${await t.grpcAddress()}`;
});

const LIST_TRACKS = '/rpc/earshot.catalog.v1.CatalogService/ListTracks';
const tooLargeBody = { code: 'resource_exhausted', message: 'Request too large.' };
const jsonOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown;

describe('the largest legitimate message', () => {
  it('is a 10,000-track playlist edit well within RPC_MAX_BODY_BYTES, and it works', async () => {
    const request = create(UpdatePlaylistTracksRequestSchema, {
      playlistId: '00000000-0000-4000-8000-000000000000',
      trackIds: TRACK_IDS,
      expectedVersion: 2_147_483_647,
    });
    const json = Buffer.byteLength(toJsonString(UpdatePlaylistTracksRequestSchema, request));
    const binary = toBinary(UpdatePlaylistTracksRequestSchema, request).byteLength;
    // 110,095 and 50,048 bytes: the default leaves more than 9× headroom.
    expect(json).toBeLessThan(RPC_MAX / 9);
    expect(binary).toBeLessThan(RPC_MAX / 9);

    const { token } = await t.account({ email: 'long-lists@example.com' });
    const clients = [
      t.rpc(LibraryService, { token }),
      t.rpc(LibraryService, { token, protocol: 'grpc-web' }),
      createClient(
        LibraryService,
        createGrpcTransport({
          baseUrl: grpcUrl,
          interceptors: [
            (next) => (req) => {
              req.header.set('authorization', `Bearer ${token}`);
              return next(req);
            },
          ],
        }),
      ),
    ];
    for (const library of clients) {
      const made = await library.createPlaylist({ title: 'Everything', description: '' });
      const edited = await library.updatePlaylistTracks({
        playlistId: made.playlist!.playlistId,
        trackIds: TRACK_IDS,
        expectedVersion: made.version,
      });
      expect(edited.playlist?.trackCount).toBe(PLAYLIST_LIMITS.tracksMax);
    }
  }, 60_000);
});

describe('an RPC body over RPC_MAX_BODY_BYTES', () => {
  const oversized = { bytes: 4 * RPC_MAX, prefix: '{"limit":10,"unknown":"', suffix: '"}' };

  it('is refused from its Content-Length before it is read, and the connection closed', async () => {
    const answer = await sendLargeBody(t.baseUrl, {
      path: LIST_TRACKS,
      headers: { 'content-type': 'application/json' },
      ...oversized,
    });
    expect(answer.status).toBe(429);
    expect(jsonOf(answer.text)).toMatchObject(tooLargeBody);
    expect(answer.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer.closedByServer).toBe(true);
  });

  it('is counted when it states no length, and refused past the limit', async () => {
    const answer = await sendLargeBody(t.baseUrl, {
      path: LIST_TRACKS,
      headers: { 'content-type': 'application/json' },
      chunked: true,
      ...oversized,
    });
    expect(answer.status).toBe(429);
    expect(jsonOf(answer.text)).toMatchObject(tooLargeBody);
    expect(answer.closedByServer).toBe(true);
    expect(answer.sent).toBeLessThan(4 * RPC_MAX);
  });

  it('is refused by its envelope over gRPC-Web and native gRPC, as RESOURCE_EXHAUSTED', async () => {
    const envelope = Buffer.alloc(5);
    envelope.writeUInt32BE(4 * RPC_MAX, 1);
    const web = await rawRequest(t.baseUrl, {
      method: 'POST',
      path: LIST_TRACKS,
      headers: { 'content-type': 'application/grpc-web+proto' },
      body: Buffer.concat([envelope, Buffer.alloc(1000)]),
    });
    const trailer = web.bytes.toString('latin1');
    expect(trailer).toMatch(/grpc-status: ?8\r\n/);
    expect(trailer).toMatch(/grpc-message: Request%20too%20large\./);

    const native = await sendLargeGrpcMessage(
      grpcUrl,
      '/earshot.catalog.v1.CatalogService/ListTracks',
      64 << 20,
    );
    expect(native.grpcStatus).toBe(String(Code.ResourceExhausted));
    expect(native.sent).toBeLessThan(4 * RPC_MAX);
  });

  it('leaves a message just under the limit to be read (and refused for what it is)', async () => {
    const library = t.rpc(LibraryService);
    const err = await library
      .updatePlaylistTracks({ playlistId: 'x'.repeat(RPC_MAX - 100), trackIds: [1] })
      .catch((e: unknown) => ConnectError.from(e));
    expect(err).toBeInstanceOf(ConnectError);
    expect((err as ConnectError).code).not.toBe(Code.ResourceExhausted);
  });
});

describe('a plain HTTP body over HTTP_MAX_BODY_BYTES', () => {
  for (const chunked of [false, true]) {
    it(`is 413 at once ${chunked ? 'by counting' : 'from its Content-Length'}`, async () => {
      const answer = await sendLargeBody(t.baseUrl, {
        path: '/api/auth/check-email',
        headers: { 'content-type': 'application/json' },
        bytes: 64 * HTTP_MAX,
        prefix: '{"email":"',
        suffix: '"}',
        chunked,
      });
      expect(answer.status).toBe(413);
      expect(jsonOf(answer.text)).toEqual({
        error: 'Request too large.',
        message: 'Request too large.',
        code: 'body_too_large',
      });
      expect(answer.closedByServer).toBe(true);
      expect(answer.sent).toBeLessThan(64 * HTTP_MAX);
    });
  }
});

it('refuses a search query string over SEARCH_MAX_QUERY_BYTES with 414', async () => {
  const res = await fetch(
    `${t.baseUrl}/search/tracks?q=${'a'.repeat(200)}&filter_by=${'b'.repeat(9000)}`,
  );
  expect(res.status).toBe(414);
  expect(await res.json()).toMatchObject({ code: 'query_too_long' });
  expect((await fetch(`${t.baseUrl}/search/tracks?q=${'a'.repeat(200)}`)).status).toBe(200);
});

it('closes a listening socket sent a frame over LISTENING_MAX_FRAME_BYTES (1009)', async () => {
  const ws = await (await t.account({ email: 'big-frames@example.com' })).socket();
  ws.socket.send('x'.repeat(4097));
  expect((await ws.closed).code).toBe(1009);
});
