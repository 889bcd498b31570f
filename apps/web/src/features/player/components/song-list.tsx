import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { QueueMenu } from '@/components/ui/queue-menu';
import { WindowedList, type WindowedRow } from '@/components/ui/windowed-list';
import { usePlaybackState, usePlayerEngines, usePlayerStatus } from '@/lib/runtime/player';
import { SONG_ROW_HEIGHT_PX, SongRow } from './song-row';

/** One entry shown: the track and its index in the list it came from. */
export interface SongEntry {
  track: Track;
  index: number;
}

/** What both kinds of song list are given. */
interface SongListProps {
  label: string;
  entries: SongEntry[];
  /** The current song's index in the entries' list; null matches the current song by id. */
  currentIndex: number | null;
  onPlay: (entry: SongEntry) => void;
  className?: string;
}

/**
 * One song of a panel list, with its queue menu. Pressing the current song pauses or resumes
 * it (so Space on the pressed row does too); any other starts it. The current song is the one
 * at the list's current index when the list is in use, else the song with the current id.
 */
function SongEntryRow(props: {
  entry: SongEntry;
  currentIndex: number | null;
  onPlay: (entry: SongEntry) => void;
  place?: WindowedRow;
}) {
  const { entry } = props;
  const { remote } = usePlayerEngines();
  const currentId = usePlaybackState((state) => state.currentSong?.trackId ?? null);
  const playing = usePlayerStatus((status) => status.state === 'playing');
  const current =
    props.currentIndex !== null
      ? entry.index === props.currentIndex && entry.track.trackId === currentId
      : entry.track.trackId === currentId;
  return (
    <SongRow
      track={entry.track}
      current={current}
      playing={current && playing}
      place={props.place}
      onPlay={() => (current && remote.canPlay() ? remote.toggle() : props.onPlay(entry))}
      trailing={
        <QueueMenu
          track={entry.track}
          className="opacity-70 group-hover:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100"
        />
      }
    />
  );
}

const entryKey = (entry: SongEntry) => `${entry.track.trackId}-${entry.index}`;

/** Where the current song is among the entries shown; null when it is not among them. */
function revealIndex(entries: SongEntry[], currentIndex: number | null): number | null {
  if (currentIndex === null || currentIndex < 0) return null;
  // Unfiltered, an entry's row is its index; filtered, it has to be found.
  if (entries[currentIndex]?.index === currentIndex) return currentIndex;
  const row = entries.findIndex((entry) => entry.index === currentIndex);
  return row === -1 ? null : row;
}

/** Songs of a short panel list (Recent: at most 50), drawn whole, scrolling in its region. */
export function SongList(props: SongListProps) {
  return (
    <ul
      aria-label={props.label}
      className={clsx('flex min-h-0 flex-col gap-0.5 overflow-y-auto', props.className)}
    >
      {props.entries.map((entry) => (
        <SongEntryRow
          key={entryKey(entry)}
          entry={entry}
          currentIndex={props.currentIndex}
          onPlay={props.onPlay}
        />
      ))}
    </ul>
  );
}

/**
 * Songs of a list of any length (the catalogue, a search's hits), drawn only where in view.
 * `onNearEnd` asks a paged source for more; `header` and `footer` scroll with the songs.
 */
export function SongWindow(
  props: SongListProps & { onNearEnd?: () => void; header?: ReactNode; footer?: ReactNode },
) {
  return (
    <WindowedList
      rows={props.entries}
      rowHeight={SONG_ROW_HEIGHT_PX}
      label={props.label}
      rowKey={entryKey}
      onNearEnd={props.onNearEnd}
      revealIndex={revealIndex(props.entries, props.currentIndex)}
      header={props.header}
      footer={props.footer}
      className={props.className}
      renderRow={(entry, _index, place) => (
        <SongEntryRow
          entry={entry}
          currentIndex={props.currentIndex}
          onPlay={props.onPlay}
          place={place}
        />
      )}
    />
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
