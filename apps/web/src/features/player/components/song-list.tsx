import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { QueueMenu } from '@/components/ui/queue-menu';
import { usePlaybackState, usePlayerEngines, usePlayerStatus } from '@/lib/runtime/player';
import { SongRow } from './song-row';

/** One entry shown: the track and its index in the list it came from. */
export interface SongEntry {
  track: Track;
  index: number;
}

/**
 * Songs of a panel list, each with its queue menu. Pressing the current song pauses or
 * resumes it (so Space on the pressed row does too); any other starts it. The current song is the one at the
 * list's current index when the list is in use, else the song with the current id.
 */
export function SongList(props: {
  label: string;
  entries: SongEntry[];
  currentIndex: number | null;
  onPlay: (entry: SongEntry) => void;
}) {
  const { remote } = usePlayerEngines();
  const currentId = usePlaybackState((state) => state.currentSong?.trackId ?? null);
  const playing = usePlayerStatus((status) => status.state === 'playing');
  return (
    <ul aria-label={props.label} className="flex flex-col gap-0.5">
      {props.entries.map((entry) => {
        const current =
          props.currentIndex !== null
            ? entry.index === props.currentIndex && entry.track.trackId === currentId
            : entry.track.trackId === currentId;
        return (
          <SongRow
            key={`${entry.track.trackId}-${entry.index}`}
            track={entry.track}
            current={current}
            playing={current && playing}
            onPlay={() => (current && remote.canPlay() ? remote.toggle() : props.onPlay(entry))}
            trailing={
              <QueueMenu
                track={entry.track}
                className="opacity-70 group-hover:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100"
              />
            }
          />
        );
      })}
    </ul>
  );
}

/** Whether a track matches the search text: title, artist or album, ignoring case. */
export function matchesSearch(track: Track, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [track.title, track.artistName, track.albumTitle].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );
}
