import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { type ReactNode, useEffect, useRef } from 'react';
import { clsx } from 'clsx';
import { TrackPlayButton } from '@/components/ui/track-play-button';
import { formatMinutesSeconds } from '@earshot/domain';
import { useIsCurrentTrack } from '@/lib/runtime/player';
import { catalogTexts } from '../texts';
import { TrackSummary } from './track-summary';

/**
 * One track: position, play control, cover, title, artist, length and any `actions` passed
 * in (a menu); a list too narrow for them drops the position, cover and length first, and below
 * md puts the actions under the track, so a phone reads the title. Without
 * `onPlay` the track cannot be played.
 */
export function TrackRow(props: {
  track: Track;
  position: number;
  onPlay?: () => void;
  actions?: ReactNode;
  /** The track a link named: marked, scrolled into view and its Play focused, one press away. */
  selected?: boolean;
}) {
  const { track, position, onPlay, actions, selected = false } = props;
  const current = useIsCurrentTrack(track.trackId);
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!selected) return;
    // Not every browser engine has it (jsdom has not).
    row.current?.scrollIntoView?.({ block: 'center' });
    row.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [selected]);
  return (
    <li
      ref={row}
      aria-current={current ? 'true' : undefined}
      data-selected={selected || undefined}
      className={clsx(
        'grid items-center gap-2 rounded-md px-1 py-1.5 hover:bg-raised/60 @md:gap-3 @md:px-2',
        selected && 'bg-raised ring-1 ring-accent/60',
        actions
          ? 'grid-cols-[auto_minmax(0,1fr)] @xs:grid-cols-[1.75rem_auto_minmax(0,1fr)] @sm:grid-cols-[1.75rem_auto_minmax(0,1fr)_auto] @md:grid-cols-[1.75rem_auto_minmax(0,1fr)_auto_auto]'
          : 'grid-cols-[auto_minmax(0,1fr)_auto] @xs:grid-cols-[1.75rem_auto_minmax(0,1fr)_auto]',
      )}
    >
      <span className="hidden text-right text-sm text-faint tabular-nums @xs:inline">
        {position}
      </span>
      <TrackPlayButton track={track} label={catalogTexts.play(track.title)} onPlay={onPlay} />
      <TrackSummary track={track} current={current} />
      <span className="hidden text-sm text-muted tabular-nums @sm:inline">
        {formatMinutesSeconds(track.duration)}
      </span>
      {actions && (
        // Phone-wide, the actions go under the track so the title keeps the row's width.
        <div className="col-span-full -mt-1 flex justify-end @md:col-span-1 @md:mt-0">
          {actions}
        </div>
      )}
    </li>
  );
}
