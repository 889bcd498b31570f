// The queue: one for every platform, played before the list carries on.
import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { queueAdd, queuePlayNext, queueRemoveAt } from '@earshot/domain';
import { type PlaybackState, type PlaybackStore, songChange } from './store';

const sameTrack = (a: Track, b: Track) => a.trackId === b.trackId;

/** The queue's edits on `store`. */
export function playbackQueue(store: PlaybackStore) {
  const get = store.getState;
  const set = (patch: Partial<PlaybackState>) => store.setState(patch);
  return {
    /** 'Play next': the track goes to the front of the queue (moving it if it is queued). */
    playNext: (track: Track): void => {
      set({ queue: queuePlayNext(get().queue, track, sameTrack) });
    },

    /** 'Add to queue': the track goes to the end of the queue (moving it if it is queued). */
    addToQueue: (track: Track): void => {
      set({ queue: queueAdd(get().queue, track, sameTrack) });
    },

    removeFromQueue: (index: number): void => {
      set({ queue: queueRemoveAt(get().queue, index) });
    },

    /** Plays the queued song at `index` now; it leaves the queue, the list position stays. */
    playQueued: (index: number): void => {
      const state = get();
      const song = state.queue[index];
      if (song) {
        set(songChange(state, song, { queue: queueRemoveAt(state.queue, index), fromQueue: true }));
      }
    },

    clearQueue: (): void => {
      set({ queue: [] });
    },
  };
}
