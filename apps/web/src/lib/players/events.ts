import type { PlayerPlatform } from '@earshot/domain';
import { useSyncExternalStore } from 'react';

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

let status: PlayerStatus = idle;
const statusListeners = new Set<() => void>();
const signalListeners = new Set<(signal: PlayerSignal) => void>();

function setStatus(next: PlayerStatus) {
  status = next;
  for (const listener of statusListeners) listener();
}

function isCurrent(source: PlaySource): boolean {
  return status.source?.playId === source.playId;
}

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
 * A new play starts: from now on only its events count. It is 'loading' while autoplay is
 * attempted, 'paused' when the song is only cued; muted is what the player starts with.
 */
export function beginPlay(
  source: PlaySource,
  start: { autoPlay: boolean; mode?: PlayerMode; muted?: boolean },
): void {
  setStatus({
    ...idle,
    source,
    state: start.autoPlay ? 'loading' : 'paused',
    mode: start.mode ?? 'player',
    muted: start.muted ?? false,
  });
}

/** The current play switched to its fallback (or back). */
export function setPlayerMode(source: PlaySource, mode: PlayerMode): void {
  if (isCurrent(source)) setStatus({ ...status, mode });
}

/**
 * Reports an event of a play. Events of any play but the current one are dropped, so a
 * player being torn down cannot speak for the next song.
 */
export function emitPlayerEvent(source: PlaySource, event: PlayerEvent, at = Date.now()): void {
  if (!isCurrent(source)) return;
  setStatus(reduce(status, event));
  const signal: PlayerSignal = { ...event, ...source, at };
  for (const listener of signalListeners) listener(signal);
}

/** Subscribes to every player's events: the one channel the listening session reads. */
export function onPlayerEvent(listener: (signal: PlayerSignal) => void): () => void {
  signalListeners.add(listener);
  return () => signalListeners.delete(listener);
}

export function getPlayerStatus(): PlayerStatus {
  return status;
}

export function subscribePlayerStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Reads part of the player status; `select` must return a primitive or a stable object. */
export function usePlayerStatus<T>(select: (status: PlayerStatus) => T): T {
  return useSyncExternalStore(subscribePlayerStatus, () => select(status));
}

/** Tests: back to no play. */
export function resetPlayerStatus(): void {
  setStatus(idle);
}
