import { clsx } from 'clsx';
import { TrackActionsSlot } from '@/components/ui/library-slots';
import { QueueMenu } from '@/components/ui/queue-menu';
import { TrackPlayButton } from '@/components/ui/track-play-button';
import { formatMinutesSeconds } from '@earshot/domain';
import { useIsCurrentTrack } from '@/lib/runtime/player';
import { catalogTexts, trendingTexts } from '../../texts';
import { formatPlaysChange, type TrendingRow } from '../../trending';
import { TrackSummary } from '../track-summary';
import { MovementBadge } from './movement-badge';

/**
 * One ranked track: rank over its movement, play (Pause while it plays), the track, its heart,
 * 'Add to playlist' and its queue menu,
 * plays change, plays, length.
 */
export function TrendingRowView({ row, onPlay }: { row: TrendingRow; onPlay?: () => void }) {
  const current = useIsCurrentTrack(row.track.trackId) && onPlay !== undefined;
  const change = formatPlaysChange(row.playsChangePercent);
  return (
    <li
      aria-current={current ? 'true' : undefined}
      // Phone-wide, the actions go under the track so the title keeps the row's width.
      className="relative grid grid-cols-[2.5rem_auto_minmax(0,1fr)] items-center gap-x-2 rounded-md px-1 py-1.5 hover:bg-raised/60 @md:grid-cols-[2.5rem_auto_minmax(0,1fr)_auto_4rem_3rem] @md:gap-3 @2xl:grid-cols-[2.5rem_auto_minmax(0,1fr)_auto_4rem_6rem_3rem]"
    >
      <div className="flex flex-col items-center gap-0.5">
        <span className="text-base font-bold text-ink tabular-nums">{row.rank}</span>
        <MovementBadge movement={row.movement} />
      </div>
      <TrackPlayButton
        track={row.track}
        label={catalogTexts.play(row.track.title)}
        onPlay={onPlay}
      />
      <TrackSummary track={row.track} current={current} />
      <div className="col-start-3 -mt-1 flex items-center justify-end empty:hidden @md:col-start-auto @md:mt-0">
        {onPlay && (
          <>
            <TrackActionsSlot track={row.track} />
            <QueueMenu track={row.track} />
          </>
        )}
      </div>
      <span
        className={clsx(
          'hidden text-right text-xs font-semibold tabular-nums @md:block',
          change.startsWith('+')
            ? 'text-emerald-400'
            : change === '0%'
              ? 'text-faint'
              : 'text-danger',
        )}
      >
        <span className="sr-only">{trendingTexts.playsChange} </span>
        <span>{change}</span>
      </span>
      <span className="hidden text-right text-xs text-muted tabular-nums @2xl:block">
        {trendingTexts.plays(row.plays)}
      </span>
      <span className="hidden text-right text-sm text-muted tabular-nums @md:block">
        {formatMinutesSeconds(row.track.duration)}
      </span>
    </li>
  );
}
