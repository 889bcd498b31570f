import { usePlaybackStore } from './store';

/** Whether the given track is the current song, so a row can mark itself. */
export function useIsCurrentTrack(trackId: number): boolean {
  return usePlaybackStore((state) => state.currentSong?.trackId === trackId);
}
