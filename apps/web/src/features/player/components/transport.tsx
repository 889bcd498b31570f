import { Repeat, Repeat1, Shuffle, SkipBack, SkipForward } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { usePlaybackState, usePlayerEngines } from '@/lib/runtime/player';
import { playerTexts } from '../texts';
import { PlayPauseButton } from './play-pause-button';

/** Shuffle, previous, play/pause, next and repeat, for whichever platform is playing. */
export function Transport() {
  const { playback, channel } = usePlayerEngines();
  const shuffle = usePlaybackState((store) => store.shuffle);
  const repeat = usePlaybackState((store) => store.repeat);
  const hasSong = usePlaybackState((store) => store.currentSong !== null);
  const RepeatIcon = repeat === 'one' ? Repeat1 : Repeat;

  return (
    <div className="flex items-center justify-center gap-2">
      <IconButton
        label={playerTexts.shuffle}
        aria-pressed={shuffle}
        active={shuffle}
        onClick={playback.toggleShuffle}
      >
        <Shuffle aria-hidden />
      </IconButton>
      <IconButton
        label={playerTexts.previous}
        disabled={!hasSong}
        onClick={() => playback.goBack(channel.getStatus().position)}
      >
        <SkipBack aria-hidden className="fill-current" />
      </IconButton>
      <PlayPauseButton />
      <IconButton
        label={playerTexts.next}
        disabled={!hasSong}
        onClick={() => playback.advance('skip')}
      >
        <SkipForward aria-hidden className="fill-current" />
      </IconButton>
      <IconButton
        label={playerTexts.repeat[repeat]}
        active={repeat !== 'off'}
        onClick={playback.cycleRepeat}
      >
        <RepeatIcon aria-hidden />
      </IconButton>
    </div>
  );
}
