import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { queueTexts } from '@/lib/playback/texts';
import { useTrackToggle } from '@/lib/runtime/player';
import { PlayButton } from './play-button';

/**
 * A track row's play control: 'Play …' starts the track (`onPlay`; without it the track cannot
 * be played); while the track plays it becomes 'Pause …' and pauses it, and a paused current
 * track resumes where it was. Space on the focused button does the same, once.
 */
export function TrackPlayButton(props: { track: Track; label: string; onPlay?: () => void }) {
  const { track, onPlay } = props;
  const { playing, press } = useTrackToggle(track.trackId, onPlay);
  return (
    <PlayButton
      label={playing ? queueTexts.pause(track.title) : props.label}
      playing={playing}
      onClick={press}
      disabled={!onPlay}
    />
  );
}
