import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { TrackActionsSlot } from '@/components/ui/library-slots';
import { QueueMenu } from '@/components/ui/queue-menu';
import { usePlayerEngines } from '@/lib/runtime/player';
import { isPlayable } from '@/lib/track-display';
import { TrackRow } from './track-row';

/**
 * A named list of tracks. Playing one hands the player the whole list as it is
 * shown (its playable tracks), so the player carries on from there. A playable
 * track's menu offers 'Play next', 'Add to queue' and 'Share'.
 */
export function TrackRows(props: {
  label: string;
  tracks: Track[];
  /** The number shown beside a track; its place in the list by default. */
  positionOf?: (track: Track, index: number) => number;
  /** The track a track link names: selected (its first row when listed twice). */
  selectedTrackId?: number | null;
}) {
  const { tracks, positionOf = (_track, index) => index + 1 } = props;
  const selectedIndex = tracks.findIndex((track) => track.trackId === props.selectedTrackId);
  const { playback } = usePlayerEngines();
  const playable = tracks.filter(isPlayable);
  return (
    <ul aria-label={props.label} className="@container flex flex-col gap-0.5">
      {tracks.map((track, index) => (
        <TrackRow
          key={`${track.trackId}-${index}`}
          track={track}
          position={positionOf(track, index)}
          selected={index === selectedIndex}
          onPlay={isPlayable(track) ? () => playback.requestSong(track, playable) : undefined}
          actions={
            isPlayable(track) ? (
              <div className="flex items-center">
                <TrackActionsSlot track={track} />
                <QueueMenu track={track} />
              </div>
            ) : undefined
          }
        />
      ))}
    </ul>
  );
}
