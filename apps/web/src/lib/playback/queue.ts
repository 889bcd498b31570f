// The queue: one for every platform, played before the list carries on.
import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { queueAdd, queuePlayNext, queueRemoveAt } from '@earshot/domain';
import { type PlaybackState, songChange, usePlaybackStore } from './store';

const get = () => usePlaybackStore.getState();
const set = (patch: Partial<PlaybackState>) => usePlaybackStore.setState(patch);

const sameTrack = (a: Track, b: Track) => a.trackId === b.trackId;

/** 'Play next': the track goes to the front of the queue (moving it if it is queued). */
export function playNext(track: Track): void {
  set({ queue: queuePlayNext(get().queue, track, sameTrack) });
}

/** 'Add to queue': the track goes to the end of the queue (moving it if it is queued). */
export function addToQueue(track: Track): void {
  set({ queue: queueAdd(get().queue, track, sameTrack) });
}

export function removeFromQueue(index: number): void {
  set({ queue: queueRemoveAt(get().queue, index) });
}

/** Plays the queued song at `index` now; it leaves the queue, the list position stays. */
export function playQueued(index: number): void {
  const state = get();
  const song = state.queue[index];
  if (song) set(songChange(song, { queue: queueRemoveAt(state.queue, index), fromQueue: true }));
}

export function clearQueue(): void {
  set({ queue: [] });
}
