import { EMBED_ORIGINS, SPOTIFY_SCRIPT_TIMEOUT_MS } from '@earshot/domain';
import { systemClock, type Clock, withTimeout } from '@/lib/clock';
import { registerControls } from './controls';
import { type EmbedHandle, type EmbedOptions, mountPoint, onChange } from './embed';
import { emitPlayerEvent, type PlayerEvent } from './events';
import { loadScript } from './load-script';

const API_URL = `${EMBED_ORIGINS.spotify}/embed/iframe-api/v1`;

/** A Spotify `playback_update`: times in ms. */
interface PlaybackUpdate {
  data: { isPaused: boolean; isBuffering: boolean; duration: number; position: number };
}

interface SpotifyController {
  resume(): void;
  pause(): void;
  play(): void;
  seek(seconds: number): void;
  destroy(): void;
  addListener(event: 'ready', listener: () => void): void;
  addListener(event: 'playback_update', listener: (update: PlaybackUpdate) => void): void;
}

interface SpotifyIFrameApi {
  createController(
    element: HTMLElement,
    options: { uri: string; width: string; height: string },
    callback: (controller: SpotifyController) => void,
  ): void;
}

type SpotifyWindow = typeof window & {
  onSpotifyIframeApiReady?: (api: SpotifyIFrameApi) => void;
};

/** A track counts as ended once an update is this close to its end (decision: Spotify has no ended event). */
const END_MARGIN_MS = 750;

let loaded: SpotifyIFrameApi | null = null;
let pending: Promise<SpotifyIFrameApi> | null = null;

/**
 * Loads Spotify's iFrame API on demand. Rejects when the script fails or has not loaded
 * within 5 s (spec 1 §4): the caller then shows the plain embedded frame.
 */
export function loadSpotifyApi(clock: Clock = systemClock): Promise<SpotifyIFrameApi> {
  if (loaded) return Promise.resolve(loaded);
  const w = window as SpotifyWindow;
  pending ??= withTimeout(
    new Promise<SpotifyIFrameApi>((resolve, reject) => {
      w.onSpotifyIframeApiReady = (api) => {
        loaded = api;
        resolve(api);
      };
      loadScript(API_URL).catch(reject);
    }),
    SPOTIFY_SCRIPT_TIMEOUT_MS,
    clock,
  ).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/**
 * Mounts a Spotify player for `trackId` inside `container` and reports its playback
 * updates on the player channel: not paused is 'playing'. Rejects when the API is not
 * there in time, so the caller can show the plain embedded frame.
 */
export async function mountSpotify(
  container: HTMLElement,
  trackId: string,
  options: EmbedOptions,
): Promise<EmbedHandle> {
  const { source, autoPlay, clock = systemClock } = options;
  const api = await loadSpotifyApi(clock);
  const { wrapper, host } = mountPoint(container);
  const emit = (event: PlayerEvent) => emitPlayerEvent(source, event, clock.now());
  const emitState = onChange<'playing' | 'paused' | 'buffering'>((type) => emit({ type }));

  let controller: SpotifyController;
  try {
    controller = await withTimeout(
      new Promise<SpotifyController>((resolve) => {
        api.createController(
          host,
          { uri: `spotify:track:${trackId}`, width: '100%', height: '100%' },
          resolve,
        );
      }),
      SPOTIFY_SCRIPT_TIMEOUT_MS,
      clock,
    );
  } catch (error) {
    wrapper.remove();
    throw error;
  }

  let ended = false;
  controller.addListener('ready', () => {
    if (autoPlay) controller.play();
  });
  controller.addListener('playback_update', ({ data }) => {
    const { isPaused, isBuffering, duration, position } = data;
    emit({ type: 'position', position: position / 1000, duration: duration / 1000 });
    emitState(isBuffering ? 'buffering' : isPaused ? 'paused' : 'playing');
    if (!ended && duration > 0 && position >= duration - END_MARGIN_MS) {
      ended = true;
      emit({ type: 'ended' });
    }
    if (position < duration - END_MARGIN_MS) ended = false;
  });
  const unregister = registerControls(source.playId, {
    play: () => controller.resume(),
    pause: () => controller.pause(),
    seekTo: (seconds) => controller.seek(seconds),
  });

  return {
    destroy() {
      unregister();
      controller.destroy();
      wrapper.remove();
    },
  };
}
