// Next and previous; the rules themselves are in @earshot/domain (planNext, planPrevious).
import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { planNext, planPrevious, type RandomSource } from '@earshot/domain';
import { listInUse, type PlaybackState, type PlaybackStore, songChange } from './store';

function orderState(state: PlaybackState) {
  return {
    length: listInUse(state).length,
    current: state.listIndex,
    repeat: state.repeat,
    shuffle: state.shuffle,
    order: state.shuffleOrder,
  };
}

/** Next and previous on `store`. */
export function playbackSkips(store: PlaybackStore) {
  const set = (patch: Partial<PlaybackState>) => store.setState(patch);
  return {
    /**
     * Moves on after the current song: because it ended (or counts as ended), or because the
     * listener skipped. Returns false when playback stops here instead.
     */
    advance: (cause: 'ended' | 'skip', random?: RandomSource): boolean => {
      const state = store.getState();
      if (!state.currentSong) return false;
      const move = planNext(
        { ...orderState(state), cause, autoPlay: state.autoPlay, queueLength: state.queue.length },
        random,
      );
      switch (move.kind) {
        case 'stop':
          return false;
        case 'replay':
          set(songChange(state, state.currentSong, { fromQueue: state.fromQueue }));
          return true;
        case 'queue': {
          const [next, ...rest] = state.queue;
          set(songChange(state, next as Track, { queue: rest, fromQueue: true }));
          return true;
        }
        case 'list': {
          const song = listInUse(state)[move.index] as Track;
          set(songChange(state, song, { listIndex: move.index, shuffleOrder: move.order }));
          return true;
        }
      }
    },

    /** 'Previous': restarts the song, or plays the one before it (see planPrevious). */
    goBack: (positionSeconds: number): void => {
      const state = store.getState();
      if (!state.currentSong) return;
      const move = planPrevious({
        ...orderState(state),
        positionSeconds,
        fromQueue: state.fromQueue,
      });
      if (move.kind === 'restart') {
        set(songChange(state, state.currentSong, { fromQueue: state.fromQueue }));
        return;
      }
      const song = listInUse(state)[move.index] as Track;
      set(songChange(state, song, { listIndex: move.index }));
    },
  };
}
