import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { useState } from 'react';
import { toast } from 'sonner';
import { CoverImage } from '@/components/ui/cover-image';
import { isPlayable } from '@/lib/track-display';
import { toastDurations } from '@/lib/toast-durations';
import { useLibraryClient, useOwnPlaylists } from '../api/use-own-playlists';
import { playlistTexts } from '../texts';

/**
 * YOUR PLAYLIST's own playlists (spec 1 §2): the user's newest 20, each opened in the panel by
 * `onOpen` with its playable tracks. Nothing shows while they load, when there are none, or when
 * they cannot be read (the sidebar says so); a playlist that cannot be opened says so in a toast.
 */
export function PanelPlaylists(props: { onOpen: (title: string, tracks: Track[]) => void }) {
  const { data } = useOwnPlaylists(true);
  const { library } = useLibraryClient();
  const [opening, setOpening] = useState<string | null>(null);
  const playlists = data?.playlists ?? [];
  if (playlists.length === 0) return null;

  const open = async (playlistId: string, title: string) => {
    setOpening(playlistId);
    try {
      const { entries } = await library.getPlaylistTracks({ playlistId });
      const tracks = entries.flatMap((entry) => (entry.track ? [entry.track] : []));
      props.onOpen(title, tracks.filter(isPlayable));
    } catch {
      toast.error(playlistTexts.openFailed, { duration: toastDurations.normal });
    } finally {
      setOpening(null);
    }
  };

  return (
    <section aria-label={playlistTexts.panelPlaylists} className="flex flex-col gap-1">
      <h3 className="px-1 text-sm font-bold text-ink">{playlistTexts.panelPlaylists}</h3>
      <ul className="flex flex-col gap-0.5">
        {playlists.map((playlist) => (
          <li key={playlist.playlistId}>
            <button
              type="button"
              disabled={opening !== null}
              aria-busy={opening === playlist.playlistId || undefined}
              onClick={() => void open(playlist.playlistId, playlist.title)}
              className="flex w-full items-center gap-3 rounded-md px-1 py-1 text-left hover:bg-raised disabled:cursor-wait"
            >
              <CoverImage
                src={playlist.coverImage || playlist.imageUrl}
                className="size-9 shrink-0 rounded"
              />
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-sm font-medium text-ink">{playlist.title}</span>
                <span className="text-xs text-muted">
                  {playlistTexts.tracksCount(playlist.trackCount)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
