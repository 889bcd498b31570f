import { useEffect } from 'react';
import { startPlaybackController } from '@/lib/playback/controller';
import { useRuntime } from '@/lib/runtime/context';
import { usePlayerEngines } from '@/lib/runtime/player';

/** Runs the playback controller while the panel is mounted (it is, on every page). */
export function usePlaybackController(): void {
  const { audio } = useRuntime();
  const { channel, playback, recent, songChange } = usePlayerEngines();
  useEffect(
    () => startPlaybackController({ audio, channel, playback, recent, songChange }),
    [audio, channel, playback, recent, songChange],
  );
}
