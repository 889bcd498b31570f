import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { Range } from '@/components/ui/range';
import { useRuntime } from '@/lib/runtime/context';
import { useAudio } from '@/lib/runtime/hooks';
import { playerTexts } from '../texts';

/** Mute and volume, one setting for every platform that lets a page set it; remembered. */
export function VolumeControl(props: { disabled?: boolean }) {
  const volume = useAudio((snapshot) => snapshot.volume);
  const muted = useAudio((snapshot) => snapshot.muted);
  const { audio: engine } = useRuntime();
  const silent = muted || volume === 0;
  const Icon = silent ? VolumeX : volume < 0.5 ? Volume1 : Volume2;
  return (
    <div className="flex min-w-0 items-center gap-1">
      <IconButton
        label={muted ? playerTexts.unmute : playerTexts.mute}
        size="sm"
        aria-pressed={muted}
        disabled={props.disabled}
        onClick={() => engine.setMuted(!muted)}
      >
        <Icon aria-hidden />
      </IconButton>
      <Range
        label={playerTexts.volume}
        value={muted ? 0 : volume}
        max={1}
        step={0.01}
        valueText={`${Math.round((muted ? 0 : volume) * 100)}%`}
        disabled={props.disabled}
        onValueChange={(value) => engine.setVolume(value)}
        className="w-24"
      />
    </div>
  );
}
