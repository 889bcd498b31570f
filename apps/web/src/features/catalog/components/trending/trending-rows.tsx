import { usePlayerEngines } from '@/lib/runtime/player';
import { isPlayable } from '@/lib/track-display';
import type { TrendingRow } from '../../trending';
import { TrendingRowView } from './trending-row';

/** A named, ordered ranking; playing a row hands the player the ranking's playable tracks. */
export function TrendingRows({ label, rows }: { label: string; rows: TrendingRow[] }) {
  const { playback } = usePlayerEngines();
  const playable = rows.map((row) => row.track).filter(isPlayable);
  return (
    <ol aria-label={label} className="@container flex flex-col gap-0.5">
      {rows.map((row, index) => (
        <TrendingRowView
          key={`${row.rank}-${index}`}
          row={row}
          onPlay={
            isPlayable(row.track) ? () => playback.requestSong(row.track, playable) : undefined
          }
        />
      ))}
    </ol>
  );
}
