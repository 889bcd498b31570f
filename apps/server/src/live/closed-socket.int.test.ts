import { ListeningService } from '@earshot/contract/listening/v1/listening';
import { describe, expect, it } from 'vitest';
import { seedTracks, useTestServer } from '~/test/fixture';
import { testClock } from '~/test/test-clock';

// A page that goes away while it plays: its `end` (sent on pagehide) credits up to that moment;
// a socket that closes without one leaves a session that is ended, reason connection_closed,
// two heartbeat intervals (30 s) later, unless the page reconnects and takes it over first.

const clock = testClock('2026-07-01T09:00:00.000Z');
const t = useTestServer({
  clock,
  seed: seedTracks([{ id: 1, durationSeconds: 600, title: 'Long' }]),
});

async function account() {
  const me = await t.account('closer');
  const listening = me.rpc(ListeningService);
  const latest = async () => (await listening.listListeningSessions({})).sessions[0];
  const unprocessed = async () =>
    (await listening.getUnprocessedListeningDuration({})).totalDuration;
  return { token: me.token, latest, unprocessed };
}

/** Plays track 1 and has 15 s settled by a heartbeat; answers the socket and its claim. */
async function playing(token: string) {
  const socket = await t.socket(token);
  const started = await socket.play(1);
  await socket.heartbeatAfter(clock, 15_000);
  return { socket, claim: started.payload.claim as string };
}

describe('a socket that closes', () => {
  it('without `end`: its session is ended as connection_closed within two heartbeat intervals, crediting nothing after the last heartbeat', async () => {
    const me = await account();
    const { socket } = await playing(me.token);
    clock.advance(5_000);
    await socket.close();

    // A reconnect may still take it over: it stays live for now.
    clock.advance(29_000);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await me.latest()).toMatchObject({ status: 'active', endReason: '' });

    clock.advance(1_000);
    await expect
      .poll(async () => (await me.latest())?.endReason, { timeout: 5_000 })
      .toBe('connection_closed');
    expect(await me.latest()).toMatchObject({ status: 'ended', creditedSeconds: 15 });
    expect(await me.unprocessed()).toBe(15);
  });

  it('one closed before anything was settled earned nothing, and says why', async () => {
    const me = await account();
    const socket = await t.socket(me.token);
    await socket.play(1);
    clock.advance(3_000);
    await socket.close();
    clock.advance(30_000);
    await expect
      .poll(async () => (await me.latest())?.endReason, { timeout: 5_000 })
      .toBe('connection_closed');
    expect(await me.latest()).toMatchObject({
      creditedSeconds: 0,
      zeroReason: 'connection_closed',
    });
  });

  it('a paused session is ended the same way', async () => {
    const me = await account();
    const { socket } = await playing(me.token);
    clock.advance(3_000);
    socket.send('pause');
    await socket.next('pause');
    await socket.close();
    clock.advance(30_000);
    await expect
      .poll(async () => (await me.latest())?.endReason, { timeout: 5_000 })
      .toBe('connection_closed');
    expect(await me.latest()).toMatchObject({ status: 'ended', creditedSeconds: 18 });
  });

  it('is not ended when its page reconnects in time and takes the session over with its claim', async () => {
    const me = await account();
    const { socket, claim } = await playing(me.token);
    await socket.close();
    clock.advance(10_000);
    const again = await t.socket(me.token, { claim });
    const told = await again.next('session_update');
    const adopted = await again.play(1);
    expect(adopted.payload.session_id).toBe(told.payload.session_id);
    await again.heartbeatAfter(clock, 15_000);
    await again.heartbeatAfter(clock, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await me.latest()).toMatchObject({ status: 'active', endReason: '' });
    await again.close();
  });

  it('taken over while it plays, settles the time since it was last heard: no interval spans the gap', async () => {
    const me = await account();
    const { socket, claim } = await playing(me.token);
    clock.advance(12_000);
    // The page's network goes for 8 s; the audio plays on; the page comes back and plays on.
    await socket.close();
    clock.advance(8_000);
    const again = await t.socket(me.token, { claim });
    await again.next('session_update');
    again.send('play', { track_id: 1 });
    // Settled at the takeover, as a heartbeat would: the page counts on from this answer.
    expect((await again.next('session_start')).payload).toMatchObject({ current_duration: 35 });
    clock.advance(15_000);
    again.send('heartbeat');
    // Not 12 + 8 + 15 = 35 s in one interval, cut to 30.
    expect((await again.next('heartbeat')).payload).toMatchObject({ current_duration: 50 });
    await again.close();
  });

  it('after `end` (a page going away): credited up to that moment, never past the last 30 s', async () => {
    const me = await account();
    const { socket } = await playing(me.token);
    clock.advance(7_400);
    socket.send('end');
    await socket.close();
    await expect.poll(async () => (await me.latest())?.endReason).toBe('ended');
    expect(await me.unprocessed()).toBeCloseTo(22.4, 3);
    // Nothing is ended twice, nor credited again, once the window has passed.
    clock.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await me.latest()).toMatchObject({ endReason: 'ended', creditedSeconds: 22.4 });
  });
});
