import { useSyncExternalStore } from 'react';
import { getPlayerStatus } from './events';

/** What the panel, the keyboard and the media keys can ask of the current player. */
export interface PlayerControls {
  play(): void;
  pause(): void;
  /** Absent when the player cannot seek (a plain embedded frame, most streaming embeds). */
  seekTo?(seconds: number): void;
}

let active: { playId: number; controls: PlayerControls } | null = null;
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/**
 * The current play's player offers its controls; the returned function withdraws them
 * (only if they are still the ones registered).
 */
export function registerControls(playId: number, controls: PlayerControls): () => void {
  const entry = { playId, controls };
  active = entry;
  changed();
  return () => {
    if (active !== entry) return;
    active = null;
    changed();
  };
}

/** The current player's controls, whichever platform it is; every call is a no-op without one. */
export const playerControls = {
  play: () => active?.controls.play(),
  pause: () => active?.controls.pause(),
  toggle() {
    const state = getPlayerStatus().state;
    if (state === 'playing' || state === 'buffering') active?.controls.pause();
    else active?.controls.play();
  },
  seekTo: (seconds: number) => active?.controls.seekTo?.(seconds),
  seekBy(delta: number) {
    const { position, duration } = getPlayerStatus();
    const target = Math.max(0, position + delta);
    active?.controls.seekTo?.(duration > 0 ? Math.min(duration, target) : target);
  },
  canPlay: () => active !== null,
  canSeek: () => active?.controls.seekTo !== undefined,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a player can be played and paused from outside it, and seeked. */
export function useControlsAvailable(): { play: boolean; seek: boolean } {
  const play = useSyncExternalStore(subscribe, playerControls.canPlay);
  const seek = useSyncExternalStore(subscribe, playerControls.canSeek);
  return { play, seek };
}
