import { LoaderCircle, Pause, Play } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { useControlsAvailable, usePlayerEngines, usePlayerStatus } from '@/lib/runtime/player';
import { playerTexts } from '../texts';

/**
 * Play or pause whichever player holds the song: 'Pause' while it plays or buffers, a spinner
 * while it loads, disabled while no player can be controlled from outside.
 */
export function PlayPauseButton(props: { size?: 'md' | 'lg' }) {
  const { remote } = usePlayerEngines();
  const state = usePlayerStatus((status) => status.state);
  const { play: controllable } = useControlsAvailable();
  const playing = state === 'playing' || state === 'buffering';
  return (
    <IconButton
      label={playing ? playerTexts.pause : playerTexts.play}
      size={props.size ?? 'lg'}
      solid
      disabled={!controllable}
      onClick={() => remote.toggle()}
    >
      {state === 'buffering' || (state === 'loading' && controllable) ? (
        <LoaderCircle aria-hidden className="animate-spin" />
      ) : playing ? (
        <Pause aria-hidden className="fill-current" />
      ) : (
        <Play aria-hidden className="translate-x-px fill-current" />
      )}
    </IconButton>
  );
}
