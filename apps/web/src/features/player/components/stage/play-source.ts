import type { PlayerTrack } from '@earshot/domain';
import { useMemo } from 'react';
import type { EmbedOptions } from '@/lib/players/embed';
import type { PlaySource } from '@/lib/players/events';
import type { ActivePlay } from '@/lib/playback/store';
import { useRuntime } from '@/lib/runtime/context';
import { usePlayerEngines } from '@/lib/runtime/player';

/** What a platform player is given: the play, its Track (player) and where its events go. */
export interface StageProps {
  play: ActivePlay;
  track: PlayerTrack;
}

export function sourceOf({ play, track }: StageProps): PlaySource {
  return { playId: play.playId, trackId: play.song.trackId, platform: track.platform };
}

/** What every platform's player is started with for this play: its source, autoplay, engines. */
export function useEmbedOptions({ play, track }: StageProps): EmbedOptions {
  const { audio } = useRuntime();
  const players = usePlayerEngines();
  return useMemo(
    () => ({
      source: sourceOf({ play, track }),
      autoPlay: play.autoPlay,
      startAt: play.startAt,
      engine: audio,
      players,
    }),
    [play, track, audio, players],
  );
}
