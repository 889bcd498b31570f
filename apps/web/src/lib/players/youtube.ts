import { EMBED_ORIGINS, YOUTUBE_API_TIMEOUT_MS } from '@earshot/domain';
import { systemClock, type Clock, withTimeout } from '@/lib/clock';
import {
  type EmbedHandle,
  type EmbedOptions,
  every,
  followVolume,
  mountPoint,
  onChange,
} from './embed';
import type { PlayerEvent } from './events';
import type { ScriptLoader } from './load-script';

const API_URL = `${EMBED_ORIGINS.youtube}/iframe_api`;

/** The parts of the YouTube IFrame API the player uses. */
interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  isMuted(): boolean;
  mute(): void;
  unMute(): void;
  setVolume(volume: number): void;
  destroy(): void;
}

interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      width: string;
      height: string;
      videoId: string;
      playerVars: Record<string, string | number>;
      events: {
        onReady: (event: { target: YouTubePlayer }) => void;
        onStateChange: (event: { data: number; target: YouTubePlayer }) => void;
        onError: (event: { data: number }) => void;
      };
    },
  ) => YouTubePlayer;
}

type YouTubeWindow = typeof window & {
  YT?: Partial<YouTubeNamespace>;
  onYouTubeIframeAPIReady?: () => void;
};

/** YouTube's player states (IFrame API `onStateChange`). */
const YT_ENDED = 0;
const YT_PLAYING = 1;
const YT_PAUSED = 2;
const YT_BUFFERING = 3;

function ready(w: YouTubeWindow): YouTubeNamespace | null {
  return w.YT?.Player ? (w.YT as YouTubeNamespace) : null;
}

/**
 * Loads the IFrame API on demand. It fails when the script cannot load or the API has not
 * said it is ready within 10 s; the next YouTube track then tries again.
 */
export function loadYouTubeApi(
  scripts: ScriptLoader,
  clock: Clock = systemClock,
): Promise<YouTubeNamespace> {
  const w = window as YouTubeWindow;
  const loaded = ready(w);
  if (loaded) return Promise.resolve(loaded);
  return scripts.once('youtube api', () =>
    withTimeout(
      new Promise<YouTubeNamespace>((resolve, reject) => {
        const previous = w.onYouTubeIframeAPIReady;
        w.onYouTubeIframeAPIReady = () => {
          previous?.();
          const namespace = ready(w);
          if (namespace) resolve(namespace);
        };
        scripts.load(API_URL).catch(reject);
      }),
      YOUTUBE_API_TIMEOUT_MS,
      clock,
    ),
  );
}

function eventOf(state: number): PlayerEvent | null {
  switch (state) {
    case YT_PLAYING:
      return { type: 'playing' };
    case YT_PAUSED:
      return { type: 'paused' };
    case YT_BUFFERING:
      return { type: 'buffering' };
    case YT_ENDED:
      return { type: 'ended' };
    default:
      return null;
  }
}

/**
 * Mounts a YouTube player for `videoId` inside `container` through the IFrame API and
 * reports its states on the player channel. Rejects when the API does not load, so the
 * caller can show the plain embedded frame instead.
 */
export async function mountYouTube(
  container: HTMLElement,
  videoId: string,
  options: EmbedOptions,
): Promise<EmbedHandle> {
  const { source, autoPlay, startAt = 0, players, clock = systemClock } = options;
  const YT = await loadYouTubeApi(players.scripts, clock);
  const { wrapper, host } = mountPoint(container);
  const cleanups: Array<() => void> = [];
  const emit = (event: PlayerEvent) => players.channel.emit(source, event, clock.now());
  const emitState = onChange<number>((state) => {
    const event = eventOf(state);
    if (event) emit(event);
  });
  const emitMuted = onChange<boolean>((muted) => emit({ type: 'muted', muted }));

  const player = new YT.Player(host, {
    width: '100%',
    height: '100%',
    videoId,
    playerVars: {
      autoplay: autoPlay ? 1 : 0,
      playsinline: 1,
      rel: 0,
      origin: location.origin,
      ...(startAt >= 1 ? { start: Math.floor(startAt) } : {}),
    },
    events: {
      onReady: ({ target }) => {
        cleanups.push(
          followVolume(options.engine, ({ volume, muted }) => {
            target.setVolume(Math.round(volume * 100));
            if (muted) target.mute();
            else target.unMute();
          }),
          players.remote.register(source.playId, {
            play: () => target.playVideo(),
            pause: () => target.pauseVideo(),
            seekTo: (seconds) => target.seekTo(seconds, true),
          }),
          every(
            1000,
            () => {
              emit({
                type: 'position',
                position: target.getCurrentTime(),
                duration: target.getDuration(),
              });
              emitMuted(target.isMuted());
            },
            clock,
          ),
        );
        if (autoPlay) target.playVideo();
      },
      onStateChange: ({ data }) => emitState(data),
      onError: () => emit({ type: 'error', reason: 'embed' }),
    },
  });

  return {
    destroy() {
      for (const cleanup of cleanups.splice(0)) cleanup();
      player.destroy();
      wrapper.remove();
    },
  };
}
