import type { AudioEvent } from '@/lib/audio/engine';
import { systemClock } from '@/lib/clock';
import type { EmbedHandle, EmbedOptions } from './embed';
import type { PlayerEvent } from './events';

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
export function startHosted(url: string, options: EmbedOptions): EmbedHandle {
  const { source, autoPlay, startAt = 0, engine, players, clock = systemClock } = options;
  const off = engine.onEvent((event) =>
    players.channel.emit(source, toPlayerEvent(event), clock.now()),
  );
  const unregister = players.remote.register(source.playId, {
    play: () => void engine.play(),
    pause: () => engine.pause(),
    seekTo: (seconds) => engine.seek(seconds),
  });
  engine.load(url, { autoPlay, startAt });
  return {
    destroy() {
      off();
      unregister();
      engine.unload();
    },
  };
}
