import { formatMinutesSeconds } from '@earshot/domain';
import { useState } from 'react';
import { Range } from '@/components/ui/range';
import { useControlsAvailable, usePlayerEngines, usePlayerStatus } from '@/lib/runtime/player';
import { playerTexts } from '../texts';

/**
 * The playhead with elapsed and total time. It seeks whichever player can seek; until the
 * player knows the length, the catalogue's duration stands in.
 */
export function SeekBar(props: { fallbackDuration: number }) {
  const { remote } = usePlayerEngines();
  const reportedPosition = usePlayerStatus((status) => status.position);
  const reported = usePlayerStatus((status) => status.duration);
  const { seek } = useControlsAvailable();
  // Where the listener moved the playhead, until the player reports a new position: the
  // bar must not snap back to the old one in between.
  const [moved, setMoved] = useState<{ to: number; from: number } | null>(null);
  const position = moved !== null && moved.from === reportedPosition ? moved.to : reportedPosition;
  const duration = reported > 0 ? reported : props.fallbackDuration;
  const elapsed = formatMinutesSeconds(Math.min(position, duration));
  const total = formatMinutesSeconds(duration);
  return (
    <div className="flex flex-col gap-0.5 px-1">
      <Range
        label={playerTexts.seek}
        value={Math.min(position, duration)}
        max={duration}
        step={0.1}
        valueText={playerTexts.position(elapsed, total)}
        disabled={!seek || duration <= 0}
        onValueChange={(value) => {
          setMoved({ to: value, from: reportedPosition });
          remote.seekTo(value);
        }}
      />
      <div className="flex justify-between text-[11px] text-faint tabular-nums">
        <span data-testid="elapsed" aria-label={playerTexts.elapsed}>
          {elapsed}
        </span>
        <span data-testid="total" aria-label={playerTexts.total}>
          {total}
        </span>
      </div>
    </div>
  );
}
