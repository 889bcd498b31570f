import type { AudioEngine, AudioSnapshot } from '@/lib/audio/engine';
import { type Clock, systemClock, type TimerHandle } from '@/lib/clock';
import type { PlaySource } from './events';
import type { Players } from './players';

/** A mounted streaming player; `destroy` stops it and removes what it added. */
export interface EmbedHandle {
  destroy(): void;
}

/** What every streaming player is mounted with. */
export interface EmbedOptions {
  source: PlaySource;
  autoPlay: boolean;
  /**
   * Seconds into the song to start at (a kept play's position). Hosted audio and YouTube start
   * there; Spotify's and SoundCloud's players start at the beginning (their embeds take no start).
   */
  startAt?: number;
  /** The runtime's audio engine: it keeps the listener's volume for every platform. */
  engine: AudioEngine;
  /** The runtime's player channel, remote and script loader. */
  players: Players;
  clock?: Clock;
}

/**
 * Runs `apply` with the listener's volume now and whenever it changes: one volume for every
 * platform that lets a page set it (the hosted audio engine keeps and remembers it).
 */
export function followVolume(
  engine: AudioEngine,
  apply: (volume: Pick<AudioSnapshot, 'volume' | 'muted'>) => void,
) {
  let last = engine.getSnapshot();
  apply(last);
  return engine.subscribe(() => {
    const next = engine.getSnapshot();
    if (next.volume === last.volume && next.muted === last.muted) return;
    last = next;
    apply(next);
  });
}

/** Calls `tick` every `ms` on `clock` until stopped (position polling, not proof of play). */
export function every(ms: number, tick: () => void, clock: Clock = systemClock): () => void {
  let handle: TimerHandle | null = null;
  let stopped = false;
  const schedule = () => {
    handle = clock.setTimeout(() => {
      if (stopped) return;
      tick();
      schedule();
    }, ms);
  };
  schedule();
  return () => {
    stopped = true;
    if (handle !== null) clock.clearTimeout(handle);
  };
}

/** Passes on only changes of a value: a player repeating its state is not a new event. */
export function onChange<T>(emit: (value: T) => void): (value: T) => void {
  let last: T | undefined;
  let seen = false;
  return (value) => {
    if (seen && Object.is(last, value)) return;
    seen = true;
    last = value;
    emit(value);
  };
}

/**
 * A fresh element inside `container` for a platform script to replace with its iframe.
 * Each mount gets its own wrapper and removes only that, so a player being torn down never
 * takes the next one's frame with it.
 */
export function mountPoint(container: HTMLElement): { wrapper: HTMLElement; host: HTMLElement } {
  const wrapper = document.createElement('div');
  wrapper.style.cssText = 'position:absolute;inset:0';
  const host = document.createElement('div');
  wrapper.append(host);
  container.append(wrapper);
  return { wrapper, host };
}
