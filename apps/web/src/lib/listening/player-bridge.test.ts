import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerEvent } from '@/lib/players/events';
import { startPlaybackController } from '@/lib/playback/controller';
import { makeTrack } from '@/testing/catalog';
import { FakeWebSocket } from '@/testing/fake-websocket';
import { createListeningClient, type ListeningClient } from './client';
import { createTestRuntime, playerEnginesOf } from '@/testing/runtime';
import { bridgePlayerToListening } from './player-bridge';

const settle = () => vi.advanceTimersByTimeAsync(0);
let player: ReturnType<typeof playerEnginesOf>;
const state = () => player.playback.store.getState();

/** The active play reports `event`, as its player would. */
function report(event: PlayerEvent) {
  const active = state().active!;
  player.channel.emit(
    { playId: active.playId, trackId: active.song.trackId, platform: 'hosted' },
    event,
  );
}

const first = makeTrack({ trackId: 31 });
const second = makeTrack({ trackId: 32 });
let client: ListeningClient;
let socket: FakeWebSocket;
let stops: Array<() => void>;

beforeEach(async () => {
  vi.useFakeTimers();
  client = createListeningClient({
    token: { get: () => Promise.resolve('tok'), drop: () => undefined },
  });
  client.start();
  await settle();
  socket = FakeWebSocket.latest();
  socket.open();
  const runtime = createTestRuntime();
  player = playerEnginesOf(runtime);
  stops = [
    startPlaybackController({ audio: runtime.audio, ...player }),
    bridgePlayerToListening(client, player),
  ];
  player.playback.requestPlaylist([first, second]);
  await settle();
});

afterEach(() => {
  for (const stop of stops) stop();
  client.stop();
  vi.useRealTimers();
});

describe('the player and the listening session', () => {
  it('sends play only on real playback, and pause when it stops, buffers or is muted', () => {
    expect(socket.types()).toEqual([]);
    report({ type: 'playing' });
    expect(socket.messages()).toEqual([{ type: 'play', payload: { track_id: 31 } }]);
    report({ type: 'position', position: 3, duration: 90 });
    report({ type: 'playing' });
    report({ type: 'muted', muted: true });
    report({ type: 'muted', muted: false });
    expect(socket.types()).toEqual(['play', 'pause', 'play']);
  });

  it('pauses on buffering that holds 1.5 s and on a failure, once each time', async () => {
    report({ type: 'playing' });
    report({ type: 'buffering' });
    await vi.advanceTimersByTimeAsync(1_499);
    expect(socket.types()).toEqual(['play']);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.types()).toEqual(['play', 'pause']);
    report({ type: 'playing' });
    await vi.advanceTimersByTimeAsync(300);
    report({ type: 'error', reason: 'load' });
    report({ type: 'paused' });
    await vi.advanceTimersByTimeAsync(300);
    expect(socket.types()).toEqual(['play', 'pause', 'play', 'pause']);
  });

  it('reports nothing for a pause or a buffering the player takes back at once (issue 37)', async () => {
    report({ type: 'playing' });
    // The element's own hiccups: a pause and a play within 200 ms, a short wait for data.
    report({ type: 'paused' });
    await vi.advanceTimersByTimeAsync(150);
    report({ type: 'playing' });
    report({ type: 'buffering' });
    await vi.advanceTimersByTimeAsync(800);
    report({ type: 'playing' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(socket.types()).toEqual(['play']);
    // A pause that holds is reported, 300 ms late.
    report({ type: 'paused' });
    await vi.advanceTimersByTimeAsync(299);
    expect(socket.types()).toEqual(['play']);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.types()).toEqual(['play', 'pause']);
  });

  it('a page going away while it plays ends its session before it goes; hidden, it settles', () => {
    report({ type: 'playing' });
    socket.receive('session_start', { session_id: 's1', track_id: 31, status: 'active' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(socket.types()).toEqual(['play', 'heartbeat']);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(socket.types()).toEqual(['play', 'heartbeat', 'end']);
  });

  it('a muted start earns nothing', () => {
    report({ type: 'muted', muted: true });
    report({ type: 'playing' });
    expect(socket.types()).toEqual([]);
  });

  it('an ended song ends the session, and the next song waits for the server to confirm', async () => {
    report({ type: 'playing' });
    socket.receive('session_start', { session_id: 's1', track_id: 31, status: 'active' });
    report({ type: 'ended' });
    await settle();
    expect(socket.types()).toEqual(['play', 'end']);
    expect(state()).toMatchObject({ switching: true, currentSong: second });
    expect(state().active?.song).toBe(first);
    socket.receive('session_end', { session_id: 's1', reason: 'ended', status: 'ended' });
    await settle();
    expect(state()).toMatchObject({ switching: false, active: { song: second } });
    report({ type: 'playing' });
    expect(socket.messages().at(-1)).toEqual({ type: 'play', payload: { track_id: 32 } });
  });

  it('a song change without confirmation proceeds after 5 s', async () => {
    report({ type: 'playing' });
    socket.receive('session_start', { session_id: 's1', track_id: 31, status: 'active' });
    player.playback.requestPlaylist([first, second], 1);
    await settle();
    expect(socket.types()).toEqual(['play', 'end']);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(state().active?.song).toBe(first);
    await vi.advanceTimersByTimeAsync(1);
    expect(state().active?.song).toBe(second);
  });

  it('the 215 s autoplay fallback never earns: no play goes out for it', async () => {
    // Autoplay refused: the player never says 'playing'; the fallback moves on.
    report({ type: 'paused', blocked: true });
    await vi.advanceTimersByTimeAsync(215_000);
    await settle();
    expect(state().active?.song).toBe(second);
    expect(socket.types()).toEqual([]);
  });
});
