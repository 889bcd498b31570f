import { useEffect } from 'react';
import { startPlaybackController } from '@/lib/playback/controller';

/** Runs the playback controller while the panel is mounted (it is, on every page). */
export function usePlaybackController(): void {
  useEffect(() => startPlaybackController(), []);
}
