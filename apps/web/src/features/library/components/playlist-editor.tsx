import type { PlaylistEntry } from '@earshot/contract/catalog/v1/catalog';
import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { useState } from 'react';
import { clsx } from 'clsx';
import { IconButton } from '@/components/ui/icon-button';
import { playlistTexts } from '../texts';
import { FavoriteButton } from './favorite-button';
import { LibraryTrackRow } from './library-track-row';

/** A list with one item moved from `from` to `to`. */
export function moved<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * An own playlist's tracks: drag a row by its handle, or move it with the up and down
 * buttons (keyboard), or remove it. Each change hands the whole new order to `onChange`; while
 * one is being saved (`busy`) the controls wait, so the next edit starts from the saved version.
 */
export function PlaylistEditor(props: {
  entries: PlaylistEntry[];
  busy: boolean;
  onChange: (entries: PlaylistEntry[]) => void;
}) {
  const { entries, busy, onChange } = props;
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const tracks = entries.flatMap((entry) => (entry.track ? [entry.track] : []));
  const move = (from: number, to: number) => {
    if (!busy && to >= 0 && to < entries.length && from !== to) {
      onChange(moved(entries, from, to));
    }
  };
  return (
    <ol
      aria-label={playlistTexts.entries}
      aria-busy={busy}
      className="@container flex flex-col gap-0.5"
    >
      {entries.map((entry, index) => {
        const track = entry.track as Track;
        return (
          <li
            key={entry.entryId}
            draggable={!busy}
            data-testid="playlist-entry"
            onDragStart={(e) => {
              setDragged(index);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(index));
            }}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(index);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDrop={(e) => {
              e.preventDefault();
              const from = dragged ?? Number(e.dataTransfer.getData('text/plain'));
              setDragged(null);
              setOver(null);
              move(from, index);
            }}
            className={clsx(over === index && dragged !== index && 'rounded-md ring-1 ring-accent')}
          >
            <LibraryTrackRow
              track={track}
              list={tracks}
              lead={
                <>
                  <span
                    aria-label={playlistTexts.dragHandle(track.title)}
                    role="img"
                    className="hidden cursor-grab text-faint @sm:inline"
                  >
                    <GripVertical aria-hidden className="size-4" />
                  </span>
                  <span className="w-6 text-right text-sm text-faint tabular-nums">
                    {index + 1}
                  </span>
                </>
              }
              actions={
                <>
                  <FavoriteButton kind="track" itemId={track.trackId} name={track.title} signedIn />
                  <IconButton
                    size="sm"
                    label={playlistTexts.moveUp(track.title)}
                    disabled={busy || index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden />
                  </IconButton>
                  <IconButton
                    size="sm"
                    label={playlistTexts.moveDown(track.title)}
                    disabled={busy || index === entries.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden />
                  </IconButton>
                  <IconButton
                    size="sm"
                    label={playlistTexts.remove(track.title)}
                    disabled={busy}
                    onClick={() => onChange(entries.filter((_, i) => i !== index))}
                  >
                    <X aria-hidden />
                  </IconButton>
                </>
              }
            />
          </li>
        );
      })}
    </ol>
  );
}
