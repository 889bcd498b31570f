import type { PlayerChannel } from './events';

/** What a player offers the panel, the keyboard and the media keys. */
export interface PlayerControls {
  play(): void;
  pause(): void;
  /** Absent when the player cannot seek (a plain embedded frame, most streaming embeds). */
  seekTo?(seconds: number): void;
}

/**
 * The current player's controls, whichever platform it is: every call is a no-op without
 * one. One per runtime (ADR 0010).
 */
export interface PlayerRemote {
  /**
   * The current play's player offers its controls; the returned function withdraws them
   * (only if they are still the ones registered).
   */
  register: (playId: number, controls: PlayerControls) => () => void;
  play: () => void;
  pause: () => void;
  toggle: () => void;
  seekTo: (seconds: number) => void;
  seekBy: (delta: number) => void;
  canPlay: () => boolean;
  canSeek: () => boolean;
  /** Subscribes to a player offering or withdrawing its controls. */
  subscribe: (listener: () => void) => () => void;
}

export function createPlayerRemote(channel: PlayerChannel): PlayerRemote {
  let active: { playId: number; controls: PlayerControls } | null = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  return {
    register(playId, controls) {
      const entry = { playId, controls };
      active = entry;
      changed();
      return () => {
        if (active !== entry) return;
        active = null;
        changed();
      };
    },
    play: () => active?.controls.play(),
    pause: () => active?.controls.pause(),
    toggle() {
      const state = channel.getStatus().state;
      if (state === 'playing' || state === 'buffering') active?.controls.pause();
      else active?.controls.play();
    },
    seekTo: (seconds) => active?.controls.seekTo?.(seconds),
    seekBy(delta) {
      const { position, duration } = channel.getStatus();
      const target = Math.max(0, position + delta);
      active?.controls.seekTo?.(duration > 0 ? Math.min(duration, target) : target);
    },
    canPlay: () => active !== null,
    canSeek: () => active?.controls.seekTo !== undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
