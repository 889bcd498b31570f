import type { PlayerTrack } from '@earshot/domain';
import type { PlaySource } from '@/lib/players/events';
import type { ActivePlay } from '@/lib/playback/store';

/** What a platform player is given: the play, its Track (player) and where its events go. */
export interface StageProps {
  play: ActivePlay;
  track: PlayerTrack;
}

export function sourceOf({ play, track }: StageProps): PlaySource {
  return { playId: play.playId, trackId: play.song.trackId, platform: track.platform };
}
