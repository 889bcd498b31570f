import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { ListeningService } from '@earshot/contract/listening/v1/listening';
import { describe, expect, it } from 'vitest';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { useTestServer } from '~/test/fixture';
import { testClock } from '~/test/test-clock';

const clock = testClock('2026-03-02T10:00:00.000Z');
const t = useTestServer({
  clock,
  seed: ({ db }) =>
    insertCatalog(db, {
      artists: [
        artistRow({ id: 1, name: 'Ada Sound' }),
        artistRow({ id: 2, name: 'Bo Beats', avatarUrl: 'https://cdn.example.com/bo.png' }),
      ],
      tracks: [
        trackRow({ id: 1, artistId: 1, durationSeconds: 200, title: 'One' }),
        trackRow({ id: 2, artistId: 2, durationSeconds: 200, title: 'Two' }),
        trackRow({ id: 3, artistId: 2, durationSeconds: 200, title: 'Three' }),
      ],
    }),
});

/** A new listener whose Listens are the given tracks in order, 30 s each, a second apart. */
async function listenerOf(trackIds: number[]) {
  const me = await t.account('summary');
  const ws = await me.socket();
  for (const trackId of trackIds) {
    await ws.play(trackId);
    clock.advance(30_000);
    ws.send('end');
    await ws.next('session_end');
    clock.advance(1_000);
  }
  await ws.close();
  return me.rpc(ListeningService);
}

describe('the profile Listen summary (earshot.listening.v1)', () => {
  it("answers the caller's latest Listens, newest first, with track and artist", async () => {
    const listening = await listenerOf([1, 2, 3]);
    const { listens } = await listening.listRecentListens({});
    expect(listens.map((l) => [l.trackTitle, l.artistName, l.artistId])).toEqual([
      ['Three', 'Bo Beats', 2],
      ['Two', 'Bo Beats', 2],
      ['One', 'Ada Sound', 1],
    ]);
    const [latest, previous] = listens.map((l) => timestampDate(l.listenedAt!).getTime());
    expect(latest).toBeGreaterThan(previous!);
    expect((await listening.listRecentListens({ limit: 2 })).listens).toHaveLength(2);
  });

  it('answers the artists most listened to first, ties by name, with the count', async () => {
    const listening = await listenerOf([1, 2, 3, 1, 2]);
    const { artists } = await listening.listTopArtists({});
    expect(artists.map((a) => [a.artistName, a.listens, a.avatarUrl])).toEqual([
      ['Bo Beats', 3, 'https://cdn.example.com/bo.png'],
      ['Ada Sound', 2, ''],
    ]);
    expect((await listening.listTopArtists({ limit: 1 })).artists).toHaveLength(1);
  });

  it('answers empty lists for a new listener and only their own Listens', async () => {
    await listenerOf([1]);
    const fresh = await listenerOf([]);
    expect(await fresh.listRecentListens({})).toMatchObject({ listens: [] });
    expect(await fresh.listTopArtists({})).toMatchObject({ artists: [] });
  });

  it('refuses a limit out of range and a visitor', async () => {
    const listening = await listenerOf([]);
    for (const call of [
      () => listening.listRecentListens({ limit: 51 }),
      () => listening.listTopArtists({ limit: 0 }),
    ]) {
      expect(ConnectError.from(await call().catch((e: unknown) => e)).code).toBe(
        Code.InvalidArgument,
      );
    }
    const visitor = t.rpc(ListeningService);
    const refused = await visitor.listRecentListens({}).catch((e: unknown) => e);
    expect(ConnectError.from(refused).code).toBe(Code.Unauthenticated);
    const refusedTop = await visitor.listTopArtists({}).catch((e: unknown) => e);
    expect(ConnectError.from(refusedTop).code).toBe(Code.Unauthenticated);
  });
});
