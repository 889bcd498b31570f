import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { Keyboard } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { Switch } from '@/components/ui/switch';
import { Tooltip } from '@/components/ui/tooltip';
import { usePlaybackState, usePlayerEngines, usePlayerStatus } from '@/lib/runtime/player';
import { playerTexts } from '../texts';
import { SeekBar } from './seek-bar';
import { Transport } from './transport';
import { VolumeControl } from './volume-control';

/**
 * The controls under the song: the playhead, the transport, then volume, the AutoPlay
 * switch and the shortcuts button. Volume works where the page can set it (hosted audio,
 * the YouTube and SoundCloud players); Spotify and plain frames keep their own.
 */
export function PlayerControls(props: { song: Track; onShowShortcuts: () => void }) {
  const { playback } = usePlayerEngines();
  const autoPlay = usePlaybackState((state) => state.autoPlay);
  const volumeWorks = usePlayerStatus(
    (status) =>
      status.mode === 'player' &&
      (status.source?.platform === 'hosted' ||
        status.source?.platform === 'youtube' ||
        status.source?.platform === 'soundcloud'),
  );
  return (
    <div className="flex flex-col gap-2">
      <SeekBar fallbackDuration={props.song.duration} />
      <Transport />
      <div className="flex items-center justify-between gap-2">
        <VolumeControl disabled={!volumeWorks} />
        <div className="flex items-center gap-1">
          <Switch
            label={playerTexts.autoPlay}
            checked={autoPlay}
            onCheckedChange={playback.setAutoPlay}
          />
          <Tooltip label={playerTexts.shortcuts} side="top">
            <IconButton label={playerTexts.shortcuts} size="sm" onClick={props.onShowShortcuts}>
              <Keyboard aria-hidden />
            </IconButton>
          </Tooltip>
        </div>
      </div>
    </div>
  );
}
