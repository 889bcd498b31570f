import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Code, ConnectError } from '@connectrpc/connect';
import { ListeningService } from '@earshot/contract/listening/v1/listening';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { describe, expect, it } from 'vitest';
import { seedTracks, useTestServer } from '~/test/fixture';
import { testClock } from '~/test/test-clock';

const clock = testClock('2026-03-02T10:00:00.000Z');
const protoRoot = fileURLToPath(new URL('../../../../../proto', import.meta.url));
const t = useTestServer({
  clock,
  seed: seedTracks([
    { id: 1, durationSeconds: 200, title: 'Long' },
    { id: 2, durationSeconds: 200, title: 'Other' },
  ]),
});

/**
 * A new listener with two sessions: 'Long' played 30 s and ended, then 'Other' started and
 * paused at once (nothing credited).
 */
async function listenerWithTwoSessions() {
  const { token } = await t.account('room');
  const ws = await t.socket(token);
  await ws.play(1);
  clock.advance(30_000);
  ws.send('end');
  await ws.next('session_end');
  clock.advance(1_000);
  await ws.play(2);
  ws.send('pause');
  await ws.next('pause');
  await ws.close();
  return token;
}

describe('ListeningService (earshot.listening.v1)', () => {
  it('answers the unprocessed duration and the sessions over Connect and gRPC-Web', async () => {
    const token = await listenerWithTwoSessions();
    for (const protocol of ['connect', 'grpc-web'] as const) {
      const listening = t.rpc(ListeningService, { token, protocol });
      expect((await listening.getUnprocessedListeningDuration({})).totalDuration).toBe(30);
      const page = await listening.listListeningSessions({});
      expect(page.total).toBe(2);
      expect(
        page.sessions.map((s) => [s.trackTitle, s.status, s.creditedSeconds, s.zeroReason]),
      ).toEqual([
        ['Other', 'paused', 0, 'paused'],
        ['Long', 'ended', 30, ''],
      ]);
      expect(page.sessions[1]?.endReason).toBe('ended');
    }
  });

  it('pages by offset and limit, with the total, and refuses a limit out of range', async () => {
    const token = await listenerWithTwoSessions();
    const listening = t.rpc(ListeningService, { token });
    const second = await listening.listListeningSessions({ offset: 1, limit: 1 });
    expect(second.total).toBe(2);
    expect(second.sessions.map((s) => s.trackTitle)).toEqual(['Long']);
    const refused = await listening.listListeningSessions({ limit: 101 }).catch((e: unknown) => e);
    expect(ConnectError.from(refused).code).toBe(Code.InvalidArgument);
  });

  it('answers only a signed-in caller, and only with their own listening', async () => {
    await listenerWithTwoSessions();
    const anonymous = t.rpc(ListeningService);
    const refused = await anonymous.getUnprocessedListeningDuration({}).catch((e: unknown) => e);
    expect(ConnectError.from(refused).code).toBe(Code.Unauthenticated);

    const stranger = (await t.account('room')).rpc(ListeningService);
    expect((await stranger.getUnprocessedListeningDuration({})).totalDuration).toBe(0);
    expect(await stranger.listListeningSessions({})).toMatchObject({ sessions: [], total: 0 });
  });

  it('is served to native gRPC clients on the h2c port too', async () => {
    const token = await listenerWithTwoSessions();
    await new Promise<void>((resolve) => t.server.grpc.server.listen(0, '127.0.0.1', resolve));
    const { port } = t.server.grpc.server.address() as AddressInfo;
    const definition = protoLoader.loadSync('earshot/listening/v1/listening.proto', {
      includeDirs: [protoRoot],
      defaults: true,
    });
    type Reply = { totalDuration: number };
    type Client = grpc.Client & {
      getUnprocessedListeningDuration(
        request: object,
        metadata: grpc.Metadata,
        callback: (err: grpc.ServiceError | null, reply: Reply) => void,
      ): void;
    };
    const loaded = grpc.loadPackageDefinition(definition) as unknown as {
      earshot: {
        listening: {
          v1: { ListeningService: new (a: string, c: grpc.ChannelCredentials) => Client };
        };
      };
    };
    const client = new loaded.earshot.listening.v1.ListeningService(
      `127.0.0.1:${port}`,
      grpc.credentials.createInsecure(),
    );
    const metadata = new grpc.Metadata();
    metadata.set('authorization', `Bearer ${token}`);
    try {
      const reply = await new Promise<Reply>((resolve, reject) =>
        client.getUnprocessedListeningDuration({}, metadata, (err, answer) =>
          err ? reject(err) : resolve(answer),
        ),
      );
      expect(reply.totalDuration).toBe(30);
    } finally {
      client.close();
    }
  });
});
