import { useEffect } from 'react';
import { startPlaybackController } from '@/lib/playback/controller';
import { useRuntime } from '@/lib/runtime/context';

/** Runs the playback controller while the panel is mounted (it is, on every page). */
export function usePlaybackController(): void {
  const { audio } = useRuntime();
  useEffect(() => startPlaybackController({ audio }), [audio]);
}
