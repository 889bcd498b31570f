import { useEffect } from 'react';
import { startPlaybackController } from '@/lib/playback/controller';
import { startKeepingPlay } from '@/lib/playback/keep-play';
import { useRuntime } from '@/lib/runtime/context';
import { usePlayerEngines } from '@/lib/runtime/player';

/**
 * Runs the playback controller while the panel is mounted (it is, on every page), and keeps
 * the play on the device for the next load.
 */
export function usePlaybackController(): void {
  const { audio } = useRuntime();
  const { channel, playback, recent, songChange } = usePlayerEngines();
  useEffect(
    () => startPlaybackController({ audio, channel, playback, recent, songChange }),
    [audio, channel, playback, recent, songChange],
  );
  useEffect(() => startKeepingPlay({ playback, channel }), [playback, channel]);
}
