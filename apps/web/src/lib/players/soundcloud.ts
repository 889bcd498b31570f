import { EMBED_ORIGINS, SOUNDCLOUD_READY_TIMEOUT_MS } from '@earshot/domain';
import { systemClock, withTimeout } from '@/lib/clock';
import { type EmbedHandle, type EmbedOptions, followVolume } from './embed';
import type { PlayerEvent } from './events';
import type { ScriptLoader } from './load-script';

const API_URL = `${EMBED_ORIGINS.soundcloud}/player/api.js`;

type WidgetEventName = 'READY' | 'PLAY' | 'PAUSE' | 'FINISH' | 'PLAY_PROGRESS' | 'ERROR';

/** PLAY_PROGRESS: times in ms. */
interface ProgressEvent {
  currentPosition: number;
}

interface SoundCloudWidget {
  bind(event: string, listener: (progress?: ProgressEvent) => void): void;
  unbind(event: string): void;
  play(): void;
  pause(): void;
  seekTo(ms: number): void;
  setVolume(volume: number): void;
  getDuration(callback: (ms: number) => void): void;
}

interface SoundCloudNamespace {
  Widget: ((iframe: HTMLIFrameElement) => SoundCloudWidget) & {
    Events: Record<WidgetEventName, string>;
  };
}

type SoundCloudWindow = typeof window & { SC?: Partial<SoundCloudNamespace> };

/** Loads the Widget API on demand. */
export async function loadSoundCloudApi(scripts: ScriptLoader): Promise<SoundCloudNamespace> {
  await scripts.load(API_URL);
  const SC = (window as SoundCloudWindow).SC;
  if (!SC?.Widget) throw new Error('SoundCloud Widget API missing');
  return SC as SoundCloudNamespace;
}

/** The widget address with the player's settings (decision: visual artwork, no extras). */
export function soundCloudFrameUrl(widgetUrl: string, autoPlay: boolean): string {
  return `${widgetUrl}&auto_play=${autoPlay}&visual=true&hide_related=true&show_comments=false&show_reposts=false&show_teaser=false`;
}

/**
 * Connects to the SoundCloud widget in `iframe` and reports its events on the player
 * channel. Rejects when the API cannot load or the widget has not said READY within 10 s
 * (spec 1 §4), so the caller can give up and say so.
 */
export async function connectSoundCloud(
  iframe: HTMLIFrameElement,
  options: EmbedOptions,
): Promise<EmbedHandle> {
  const { source, autoPlay, players, clock = systemClock } = options;
  const emit = (event: PlayerEvent) => players.channel.emit(source, event, clock.now());
  let widget: SoundCloudWidget | null = null;
  let events: Record<WidgetEventName, string> | null = null;
  const cleanups: Array<() => void> = [];
  const unbindAll = () => {
    if (widget && events) for (const name of Object.values(events)) widget.unbind(name);
  };

  try {
    await withTimeout(
      (async () => {
        const SC = await loadSoundCloudApi(players.scripts);
        events = SC.Widget.Events;
        const bound = SC.Widget(iframe);
        widget = bound;
        await new Promise<void>((resolve) => bound.bind(SC.Widget.Events.READY, () => resolve()));
      })(),
      SOUNDCLOUD_READY_TIMEOUT_MS,
      clock,
    );
  } catch (error) {
    unbindAll();
    throw error;
  }
  const ready = widget as SoundCloudWidget | null;
  const names = events as Record<WidgetEventName, string> | null;
  if (!ready || !names) throw new Error('SoundCloud widget not bound');

  let duration = 0;
  ready.getDuration((ms) => (duration = ms / 1000));
  ready.bind(names.PLAY, () => emit({ type: 'playing' }));
  ready.bind(names.PAUSE, () => emit({ type: 'paused' }));
  ready.bind(names.FINISH, () => emit({ type: 'ended' }));
  ready.bind(names.ERROR, () => emit({ type: 'error', reason: 'embed' }));
  ready.bind(names.PLAY_PROGRESS, (progress) => {
    if (progress) emit({ type: 'position', position: progress.currentPosition / 1000, duration });
  });
  cleanups.push(
    followVolume(options.engine, ({ volume, muted }) =>
      ready.setVolume(muted ? 0 : Math.round(volume * 100)),
    ),
    players.remote.register(source.playId, {
      play: () => ready.play(),
      pause: () => ready.pause(),
      seekTo: (seconds) => ready.seekTo(seconds * 1000),
    }),
  );
  if (autoPlay) ready.play();

  return {
    destroy() {
      for (const cleanup of cleanups.splice(0)) cleanup();
      unbindAll();
    },
  };
}
