import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { usePlaybackStore } from './store';

/** The song the player has been asked to play, or null. */
export function useCurrentSong(): Track | null {
  return usePlaybackStore((state) => state.currentSong);
}

/** Whether the given track is the current song, so a row can mark itself. */
export function useIsCurrentTrack(trackId: number): boolean {
  return usePlaybackStore((state) => state.currentSong?.trackId === trackId);
}
