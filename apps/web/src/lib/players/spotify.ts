import { EMBED_ORIGINS, SPOTIFY_SCRIPT_TIMEOUT_MS } from '@earshot/domain';
import { systemClock, type Clock, withTimeout } from '@/lib/clock';
import { type EmbedHandle, type EmbedOptions, mountPoint, onChange } from './embed';
import type { PlayerEvent } from './events';
import type { ScriptLoader } from './load-script';

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

/**
 * Loads Spotify's iFrame API on demand. Rejects when the script fails or has not loaded
 * within 5 s (spec 1 §4): the caller then shows the plain embedded frame.
 */
export function loadSpotifyApi(
  scripts: ScriptLoader,
  clock: Clock = systemClock,
): Promise<SpotifyIFrameApi> {
  const w = window as SpotifyWindow;
  return scripts.once('spotify api', () =>
    withTimeout(
      new Promise<SpotifyIFrameApi>((resolve, reject) => {
        w.onSpotifyIframeApiReady = resolve;
        scripts.load(API_URL).catch(reject);
      }),
      SPOTIFY_SCRIPT_TIMEOUT_MS,
      clock,
    ),
  );
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
  const { source, autoPlay, players, clock = systemClock } = options;
  const api = await loadSpotifyApi(players.scripts, clock);
  const { wrapper, host } = mountPoint(container);
  const emit = (event: PlayerEvent) => players.channel.emit(source, event, clock.now());
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
  const unregister = players.remote.register(source.playId, {
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
