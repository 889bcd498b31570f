import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestRuntime } from '@/testing/runtime';
import { settleScript } from '@/testing/scripts';
import type { PlayerSignal } from './events';
import { createPlayers, type Players } from './players';
import { connectSoundCloud } from './soundcloud';
import { loadSpotifyApi, mountSpotify } from './spotify';
import { loadYouTubeApi, mountYouTube } from './youtube';

const YOUTUBE_API = 'https://www.youtube.com/iframe_api';
const SPOTIFY_API = 'https://open.spotify.com/embed/iframe-api/v1';
const SOUNDCLOUD_API = 'https://w.soundcloud.com/player/api.js';

type TestWindow = typeof window & Record<string, unknown>;
const w = window as TestWindow;
/** The listener's volume, as the runtime's audio engine keeps it. */
const engine = () => createTestRuntime().audio;
/** A fresh channel, remote and script loader for every test. */
let players: Players;

function recordSignals() {
  const signals: PlayerSignal[] = [];
  const off = players.channel.onEvent((signal) => signals.push(signal));
  return { signals, off, types: () => signals.map((signal) => signal.type) };
}

beforeEach(() => {
  players = createPlayers();
  document.head.replaceChildren();
  for (const key of ['YT', 'onYouTubeIframeAPIReady', 'SC', 'onSpotifyIframeApiReady']) {
    delete w[key];
  }
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('YouTube', () => {
  const source = { playId: 4, trackId: 9, platform: 'youtube' as const };

  it('fails (for the plain frame) when the IFrame API script cannot load', async () => {
    const mounted = mountYouTube(document.createElement('div'), 'dQw4w9WgXcQ', {
      source,
      autoPlay: true,
      engine: engine(),
      players,
    });
    settleScript(YOUTUBE_API, 'error');
    await expect(mounted).rejects.toThrow();
  });

  it('fails when the API never says it is ready within 10 s', async () => {
    const api = loadYouTubeApi(players.scripts);
    settleScript(YOUTUBE_API, 'load');
    const outcome = expect(api).rejects.toThrow('timed out');
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
  });

  it('reports PLAYING, PAUSED, BUFFERING and ENDED as the channel’s events, and obeys the controls', async () => {
    const calls: string[] = [];
    let handlers: {
      onReady: (event: { target: unknown }) => void;
      onStateChange: (event: { data: number }) => void;
    } | null = null;
    const target = {
      playVideo: () => calls.push('play'),
      pauseVideo: () => calls.push('pause'),
      seekTo: (seconds: number) => calls.push(`seek ${seconds}`),
      getCurrentTime: () => 12,
      getDuration: () => 200,
      isMuted: () => false,
      mute: () => calls.push('mute'),
      unMute: () => calls.push('unmute'),
      setVolume: (volume: number) => calls.push(`volume ${volume}`),
      destroy: () => calls.push('destroy'),
    };
    const api = loadYouTubeApi(players.scripts);
    settleScript(YOUTUBE_API, 'load');
    w.YT = {
      Player: function Player(_element: HTMLElement, options: { events: typeof handlers }) {
        handlers = options.events;
        return target;
      },
    };
    (w.onYouTubeIframeAPIReady as () => void)();
    await api;

    players.channel.begin(source, { autoPlay: true });
    const { types, off } = recordSignals();
    const container = document.createElement('div');
    const handle = await mountYouTube(container, 'dQw4w9WgXcQ', {
      source,
      autoPlay: true,
      engine: engine(),
      players,
    });
    handlers!.onReady({ target });
    expect(calls).toEqual(['volume 80', 'unmute', 'play']);
    for (const state of [3, 1, 1, 2, 0]) handlers!.onStateChange({ data: state });
    await vi.advanceTimersByTimeAsync(1000);
    expect(types()).toEqual(['buffering', 'playing', 'paused', 'ended', 'position', 'muted']);
    expect(players.channel.getStatus()).toMatchObject({ position: 12, duration: 200 });

    players.remote.seekTo(30);
    expect(calls.at(-1)).toBe('seek 30');
    handle.destroy();
    expect(calls.at(-1)).toBe('destroy');
    expect(container.children).toHaveLength(0);
    off();
  });
});

describe('Spotify', () => {
  const source = { playId: 5, trackId: 3, platform: 'spotify' as const };

  it('falls back when its script has not loaded within 5 s (spec 1 §4)', async () => {
    const mounted = mountSpotify(document.createElement('div'), '0000000000000000000003', {
      source,
      autoPlay: true,
      engine: engine(),
      players,
    });
    const outcome = expect(mounted).rejects.toThrow('timed out');
    await vi.advanceTimersByTimeAsync(4_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('falls back at once when the script fails', async () => {
    const mounted = loadSpotifyApi(players.scripts);
    settleScript(SPOTIFY_API, 'error');
    await expect(mounted).rejects.toThrow('Could not load');
  });

  it('reports a playback update that is not paused as playing, and the end', async () => {
    const listeners: Record<string, (event?: unknown) => void> = {};
    const controller = {
      play: vi.fn(),
      resume: vi.fn(),
      pause: vi.fn(),
      seek: vi.fn(),
      destroy: vi.fn(),
      addListener: (event: string, listener: (event?: unknown) => void) => {
        listeners[event] = listener;
      },
    };
    const mounted = mountSpotify(document.createElement('div'), '0000000000000000000003', {
      source,
      autoPlay: true,
      engine: engine(),
      players,
    });
    settleScript(SPOTIFY_API, 'load');
    (w.onSpotifyIframeApiReady as (api: unknown) => void)({
      createController: (_el: HTMLElement, _options: unknown, done: (c: unknown) => void) =>
        done(controller),
    });
    players.channel.begin(source, { autoPlay: true });
    const { types, off } = recordSignals();
    const handle = await mounted;
    listeners.ready!();
    expect(controller.play).toHaveBeenCalled();
    const update = (isPaused: boolean, position: number, isBuffering = false) =>
      listeners.playback_update!({ data: { isPaused, isBuffering, duration: 30_000, position } });
    update(false, 0, true);
    update(false, 500);
    update(false, 1000);
    update(true, 1500);
    update(false, 29_500);
    expect(types().filter((type) => type !== 'position')).toEqual([
      'buffering',
      'playing',
      'paused',
      'playing',
      'ended',
    ]);
    handle.destroy();
    expect(controller.destroy).toHaveBeenCalled();
    off();
  });
});

describe('SoundCloud', () => {
  const source = { playId: 6, trackId: 5, platform: 'soundcloud' as const };

  function fakeWidget() {
    const bound: Record<string, (event?: unknown) => void> = {};
    const widget = {
      bind: (name: string, listener: (event?: unknown) => void) => (bound[name] = listener),
      unbind: (name: string) => delete bound[name],
      play: vi.fn(),
      pause: vi.fn(),
      seekTo: vi.fn(),
      setVolume: vi.fn(),
      getDuration: (callback: (ms: number) => void) => callback(90_000),
    };
    w.SC = {
      Widget: Object.assign(() => widget, {
        Events: {
          READY: 'ready',
          PLAY: 'play',
          PAUSE: 'pause',
          FINISH: 'finish',
          PLAY_PROGRESS: 'playProgress',
          ERROR: 'error',
        },
      }),
    };
    return { widget, bound };
  }

  it('gives up after 10 s without a ready signal (spec 1 §4)', async () => {
    const { bound } = fakeWidget();
    const connected = connectSoundCloud(document.createElement('iframe'), {
      source,
      autoPlay: true,
      engine: engine(),
      players,
    });
    settleScript(SOUNDCLOUD_API, 'load');
    const outcome = expect(connected).rejects.toThrow('timed out');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(bound.ready).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(bound.ready).toBeUndefined();
  });

  it('gives up at once when the Widget API cannot load', async () => {
    const connected = connectSoundCloud(document.createElement('iframe'), {
      source,
      autoPlay: true,
      engine: engine(),
      players,
    });
    settleScript(SOUNDCLOUD_API, 'error');
    await expect(connected).rejects.toThrow('Could not load');
  });

  it('reports PLAY, PAUSE, progress and FINISH once ready', async () => {
    const { widget, bound } = fakeWidget();
    players.channel.begin(source, { autoPlay: true });
    const { types, signals, off } = recordSignals();
    const connected = connectSoundCloud(document.createElement('iframe'), {
      source,
      autoPlay: true,
      engine: engine(),
      players,
    });
    settleScript(SOUNDCLOUD_API, 'load');
    await vi.advanceTimersByTimeAsync(0);
    bound.ready!();
    const handle = await connected;
    expect(widget.play).toHaveBeenCalled();
    expect(widget.setVolume).toHaveBeenCalledWith(80);
    bound.play!();
    bound.playProgress!({ currentPosition: 4_000 });
    bound.pause!();
    bound.finish!();
    expect(types()).toEqual(['playing', 'position', 'paused', 'ended']);
    expect(signals[1]).toMatchObject({ position: 4, duration: 90 });
    handle.destroy();
    expect(bound.play).toBeUndefined();
    off();
  });
});
