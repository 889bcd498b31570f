import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { CoverImage } from '@/components/ui/cover-image';
import { formatDuration } from '@/lib/format-duration';
import { artistLabel } from '../track-display';

/** One track: position (when the list is wide enough), cover, title, artist and length. */
export function TrackRow({ track, position }: { track: Track; position: number }) {
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 rounded-md px-2 py-2 @xs:grid-cols-[1.75rem_minmax(0,1fr)_auto] @md:px-3">
      <span className="hidden text-right text-sm text-faint tabular-nums @xs:inline">
        {position}
      </span>
      <div className="flex min-w-0 items-center gap-3">
        <CoverImage src={track.imageUrl} className="size-11" />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-ink">{track.title}</p>
          <p className="truncate text-xs text-muted">{artistLabel(track)}</p>
        </div>
      </div>
      <span className="text-sm text-muted tabular-nums">{formatDuration(track.duration)}</span>
    </li>
  );
}
