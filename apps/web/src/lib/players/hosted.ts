import type { AudioEngine, AudioEvent } from '@/lib/audio/engine';
import { systemClock, type Clock } from '@/lib/clock';
import { registerControls } from './controls';
import type { EmbedHandle } from './embed';
import { emitPlayerEvent, type PlayerEvent, type PlaySource } from './events';

function toPlayerEvent(event: AudioEvent): PlayerEvent {
  switch (event.type) {
    case 'paused':
      return { type: 'paused', blocked: event.blocked };
    case 'error':
      return { type: 'error', reason: event.failure };
    case 'playing':
    case 'buffering':
    case 'ended':
    case 'position':
    case 'muted':
      return event;
  }
}

/**
 * Plays a hosted file through the audio engine and reports the element's own events on
 * the player channel. `destroy` stops the audio.
 */
export function startHosted(
  url: string,
  options: { source: PlaySource; autoPlay: boolean; engine: AudioEngine; clock?: Clock },
): EmbedHandle {
  const { source, autoPlay, engine, clock = systemClock } = options;
  const off = engine.onEvent((event) => emitPlayerEvent(source, toPlayerEvent(event), clock.now()));
  const unregister = registerControls(source.playId, {
    play: () => void engine.play(),
    pause: () => engine.pause(),
    seekTo: (seconds) => engine.seek(seconds),
  });
  engine.load(url, { autoPlay });
  return {
    destroy() {
      off();
      unregister();
      engine.unload();
    },
  };
}
