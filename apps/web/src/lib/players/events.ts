import type { PlayerPlatform } from '@earshot/domain';

/** One play of one track: `playId` grows with every song change, so a replay is a new play. */
export interface PlaySource {
  playId: number;
  trackId: number;
  platform: PlayerPlatform;
}

/**
 * What a player reports, in its own words translated once: audio `playing`, YouTube
 * PLAYING, SoundCloud PLAY and a Spotify update that is not paused are all 'playing'.
 * These are the proof that sound is playing (DESIGN.md, "Listening and EP"): only the
 * players raise them, never a timer.
 */
export type PlayerEvent =
  | { type: 'playing' }
  /** `blocked`: the browser refused to start without a gesture. */
  | { type: 'paused'; blocked?: boolean }
  | { type: 'buffering' }
  | { type: 'ended' }
  /** `reason`: 'load' and 'play' for hosted audio (spec 1 §8), 'embed' for a streaming player. */
  | { type: 'error'; reason: 'load' | 'play' | 'embed' }
  /** Seconds. */
  | { type: 'position'; position: number; duration: number }
  | { type: 'muted'; muted: boolean };

/** An event with the play it belongs to and when it was seen (ms, the page's clock). */
export type PlayerSignal = PlayerEvent & PlaySource & { at: number };

/** What the current play is doing, as its player last said. */
export type PlayerState =
  'idle' | 'loading' | 'playing' | 'paused' | 'buffering' | 'ended' | 'error';

/** How the current play is shown: the platform's scriptable player, its plain frame, or none. */
export type PlayerMode = 'player' | 'fallback' | 'none';

export interface PlayerStatus {
  source: PlaySource | null;
  state: PlayerState;
  position: number;
  duration: number;
  muted: boolean;
  blocked: boolean;
  error: 'load' | 'play' | 'embed' | null;
  mode: PlayerMode;
}

const idle: PlayerStatus = {
  source: null,
  state: 'idle',
  position: 0,
  duration: 0,
  muted: false,
  blocked: false,
  error: null,
  mode: 'none',
};

function reduce(current: PlayerStatus, event: PlayerEvent): PlayerStatus {
  switch (event.type) {
    case 'playing':
      return { ...current, state: 'playing', blocked: false, error: null };
    case 'paused':
      return { ...current, state: 'paused', blocked: event.blocked === true };
    case 'buffering':
      return { ...current, state: 'buffering' };
    case 'ended':
      return { ...current, state: 'ended' };
    case 'error':
      return { ...current, state: 'error', error: event.reason };
    case 'position':
      return { ...current, position: event.position, duration: event.duration };
    case 'muted':
      return { ...current, muted: event.muted };
  }
}

/**
 * The player channel: every player reports here, and the panel, the playback controller
 * and the listening session read it. One per runtime (ADR 0010).
 */
export interface PlayerChannel {
  /**
   * A new play starts: from now on only its events count. It is 'loading' while autoplay is
   * attempted, 'paused' when the song is only cued; muted is what the player starts with, and
   * position where it starts (a kept play's; 0 when absent).
   */
  begin: (
    source: PlaySource,
    start: { autoPlay: boolean; mode?: PlayerMode; muted?: boolean; position?: number },
  ) => void;
  /** The current play switched to its fallback (or back). */
  setMode: (source: PlaySource, mode: PlayerMode) => void;
  /**
   * Reports an event of a play. Events of any play but the current one are dropped, so a
   * player being torn down cannot speak for the next song.
   */
  emit: (source: PlaySource, event: PlayerEvent, at?: number) => void;
  /** Subscribes to every player's events: the one channel the listening session reads. */
  onEvent: (listener: (signal: PlayerSignal) => void) => () => void;
  getStatus: () => PlayerStatus;
  /** Subscribes to status changes (for `useSyncExternalStore`). */
  subscribe: (listener: () => void) => () => void;
}

export function createPlayerChannel(): PlayerChannel {
  let status: PlayerStatus = idle;
  const statusListeners = new Set<() => void>();
  const signalListeners = new Set<(signal: PlayerSignal) => void>();

  const setStatus = (next: PlayerStatus) => {
    status = next;
    for (const listener of statusListeners) listener();
  };
  const isCurrent = (source: PlaySource) => status.source?.playId === source.playId;

  return {
    begin(source, start) {
      setStatus({
        ...idle,
        source,
        state: start.autoPlay ? 'loading' : 'paused',
        mode: start.mode ?? 'player',
        muted: start.muted ?? false,
        position: start.position ?? 0,
      });
    },
    setMode(source, mode) {
      if (isCurrent(source)) setStatus({ ...status, mode });
    },
    emit(source, event, at = Date.now()) {
      if (!isCurrent(source)) return;
      setStatus(reduce(status, event));
      const signal: PlayerSignal = { ...event, ...source, at };
      for (const listener of signalListeners) listener(signal);
    },
    onEvent(listener) {
      signalListeners.add(listener);
      return () => signalListeners.delete(listener);
    },
    getStatus: () => status,
    subscribe(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}
