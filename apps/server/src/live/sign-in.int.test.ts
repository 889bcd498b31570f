import { SESSION_TTL_MS } from '@earshot/domain';
import { eq, sum } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { expect, it } from 'vitest';
import { listeningCredits } from '~/db/schema';
import { seedTracks, useTestServer } from '~/test/fixture';
import { refusedStatus } from '~/test/listening-socket';
import { testClock } from '~/test/test-clock';
import { RECHECK_INTERVAL_MS } from './connection-guard';
import { SIGNED_OUT } from './hub';

// The token is resolved once, at the upgrade. The socket then knows when its sign-in expires,
// and asks again now and then whether it still holds: a socket whose sign-in ended is closed
// and earns nothing more.

const clock = testClock('2026-05-11T09:00:00.000Z');
const t = useTestServer({ clock, seed: seedTracks([{ id: 1, durationSeconds: 600 }]) });

async function listening() {
  const { user, token, client } = await t.account('signed');
  const ws = await t.socket(token);
  await ws.play(1);
  await ws.heartbeatAfter(clock, 15_000);
  const credited = async () =>
    Number(
      (
        await t.database.db
          .select({ ms: sum(listeningCredits.creditedMs) })
          .from(listeningCredits)
          .where(eq(listeningCredits.userId, user.id))
      )[0]?.ms ?? 0,
    );
  expect(await credited()).toBe(15_000);
  return { client, token, ws, credited };
}

it('closes a socket whose sign-in expired, at its next frame, crediting nothing for it', async () => {
  const { ws, credited } = await listening();
  // Listening again 15 s before the sign-in (opened 15 s before the first heartbeat) expires.
  clock.advance(SESSION_TTL_MS - 30_000);
  ws.send('play', { track_id: 1 });
  await ws.next('session_resume');
  const acks = () => ws.received.filter((m) => m.type === 'heartbeat').length;
  const before = acks();
  clock.advance(20_000);
  ws.send('heartbeat');
  expect(await ws.closed).toEqual({ code: SIGNED_OUT.code });
  expect(acks()).toBe(before);
  expect(await credited()).toBe(15_000);
});

it('closes a socket whose account signed out within the re-check interval, and only that one', async () => {
  const staying = await listening();
  const leaving = await listening();
  expect((await leaving.client.post('/api/auth/signout')).status).toBe(200);
  clock.advance(RECHECK_INTERVAL_MS);
  expect(await leaving.ws.closed).toEqual({ code: SIGNED_OUT.code });
  expect(await leaving.credited()).toBe(15_000);
  expect(await refusedStatus(t.baseUrl, leaving.token)).toBe(401);
  // Re-checked in the same sweep, the other socket is still open (its session silent by now).
  staying.ws.send('heartbeat');
  await staying.ws.next('pause');
  expect(staying.ws.socket.readyState).toBe(WebSocket.OPEN);
  await staying.ws.close();
});

it('refuses an upgrade to any other path', async () => {
  const status = await new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(`${t.baseUrl.replace(/^http/, 'ws')}/ws/elsewhere`);
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('error', () => {});
    socket.once('open', () => reject(new Error('the upgrade was accepted')));
  });
  expect(status).toBe(404);
});
