import { REASONS } from '@earshot/wire';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { signUp } from '~/test/accounts';
import { openListeningSocket } from '~/test/listening-socket';
import { startTestServer, type TestServer } from '~/test/test-server';
import { TRY_AGAIN_LATER } from './connection-guard';

// An instance holding LISTENING_MAX_SOCKETS sockets refuses one more for load: the handshake
// completes and the socket closes with 1013 and a reason, never a reset or a bare 1006, so
// the client can tell it from a refused sign-in and back off.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    config: { LISTENING_MAX_SOCKETS: 2 },
    seed: ({ db }) =>
      insertCatalog(db, {
        artists: [artistRow({ id: 1 })],
        tracks: [trackRow({ id: 1, artistId: 1, durationSeconds: 600 })],
      }),
  });
});
afterAll(() => t.stop());

/** Connects with a raw client and reports how the socket ended: opened or not, code, reason. */
function attempt(token: string) {
  const url = `${t.baseUrl.replace(/^http/, 'ws')}/ws/listening?token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(url);
  let opened = false;
  const errors: string[] = [];
  const messages: string[] = [];
  socket.on('open', () => (opened = true));
  socket.on('error', (err) => errors.push(err.message));
  socket.on('message', (data: Buffer) => messages.push(data.toString()));
  return new Promise<{ opened: boolean; code: number; reason: string; errors: string[] }>(
    (resolve) =>
      socket.once('close', (code, reason) => {
        expect(messages).toEqual([]);
        resolve({ opened, code, reason: reason.toString(), errors });
      }),
  );
}

/** Opens a socket and starts listening, trying again while the server has not seen a close yet. */
async function listenOnceRoom(token: string) {
  for (let tries = 1; ; tries += 1) {
    const ws = await openListeningSocket(t.baseUrl, token);
    ws.send('play', { track_id: 1 });
    try {
      await ws.next('session_start', 1000);
      return ws;
    } catch (err) {
      expect(await ws.closed).toEqual({ code: TRY_AGAIN_LATER.code });
      if (tries === 5) throw err;
    }
  }
}

it('refuses the socket beyond the limit with 1013 and its reason, and takes it once one leaves', async () => {
  const tokens: string[] = [];
  for (const n of [1, 2, 3])
    tokens.push((await signUp(t, { email: `load${n}@example.com` })).token);
  const first = await openListeningSocket(t.baseUrl, tokens[0]);
  const second = await openListeningSocket(t.baseUrl, tokens[1]);

  expect(await attempt(tokens[2]!)).toEqual({
    opened: true,
    code: TRY_AGAIN_LATER.code,
    reason: REASONS.overloaded,
    errors: [],
  });
  expect(TRY_AGAIN_LATER).toEqual({ code: 1013, reason: 'overloaded' });
  // The sockets it holds are not disturbed.
  second.send('play', { track_id: 1 });
  await second.next('session_start');

  await first.close();
  const third = await listenOnceRoom(tokens[2]!);
  // Full again: the next one is refused the same way, a bad token included (no lookup is made).
  expect((await attempt('not-a-token')).code).toBe(1013);
  await Promise.all([second.close(), third.close()]);
});
