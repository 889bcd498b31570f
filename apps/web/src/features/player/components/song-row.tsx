import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { AudioLines } from 'lucide-react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { CoverImage } from '@/components/ui/cover-image';
import type { WindowedRow } from '@/components/ui/windowed-list';
import { FavoriteSlot } from '@/components/ui/library-slots';
import { formatMinutesSeconds } from '@earshot/domain';
import { artistLabel } from '@/lib/track-display';

/**
 * A song in one of the panel's lists: the row plays it, then its heart (the library's, when
 * the app provides it), and `trailing` holds its menu or remove button. The current song is
 * marked, with moving bars while it plays. Its height is fixed (SONG_ROW_HEIGHT_PX with the
 * gap under it), so a windowed list can place rows without measuring them.
 */
/** A row's height in a windowed list: the 40 px cover, 6 px above and below, a 2 px gap. */
export const SONG_ROW_HEIGHT_PX = 54;

export function SongRow(props: {
  track: Track;
  current: boolean;
  playing: boolean;
  onPlay: () => void;
  trailing?: ReactNode;
  /** Where the row sits in a windowed list; absent in a list drawn whole. */
  place?: WindowedRow;
}) {
  const { track, current, playing } = props;
  return (
    <li
      {...props.place}
      aria-current={current ? 'true' : undefined}
      className={clsx(
        'group flex items-center gap-1 rounded-md pr-1 transition-colors',
        current ? 'bg-raised' : 'hover:bg-raised/60',
      )}
    >
      <button
        type="button"
        onClick={props.onPlay}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md py-1.5 pl-1.5 text-left"
      >
        <span className="relative shrink-0">
          <CoverImage src={track.imageUrl} className="size-10" />
          {current && (
            <span className="absolute inset-0 flex items-center justify-center rounded-md bg-canvas/60">
              <AudioLines
                aria-hidden
                className={clsx('size-5 text-accent-strong', playing && 'animate-pulse')}
              />
            </span>
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span
            className={clsx(
              'block truncate text-sm font-medium',
              current ? 'text-accent-strong' : 'text-ink',
            )}
          >
            {track.title}
          </span>
          <span className="block truncate text-xs text-muted">{artistLabel(track)}</span>
        </span>
        <span className="shrink-0 text-xs text-faint tabular-nums">
          {formatMinutesSeconds(track.duration)}
        </span>
      </button>
      <FavoriteSlot kind="track" itemId={track.trackId} name={track.title} size="sm" />
      {props.trailing}
    </li>
  );
}
