import { toastDurations } from '@/lib/toast-durations';
import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { ListPlus, Plus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { IconButton } from '@/components/ui/icon-button';
import { paths } from '@/config/paths';
import { useSignInPrompt } from '@/hooks/use-sign-in-prompt';
import { appendTrack } from '../api/playlist-edits';
import { explained, useLibraryClient, useOwnPlaylists } from '../api/use-own-playlists';
import { favoriteTexts, playlistTexts } from '../texts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 outline-none select-none data-highlighted:bg-raised';

function PlaylistItems({ track }: { track: Track }) {
  const { data, status } = useOwnPlaylists(true);
  const { library, refresh } = useLibraryClient();
  const navigate = useNavigate();
  const add = async (playlistId: string, title: string, evenIfThere = false) => {
    try {
      const done = await appendTrack(library, playlistId, track.trackId, { evenIfThere });
      if (done === 'already_there') {
        // Duplicates stay allowed, but a second copy is rarely meant: say so, and offer it.
        toast(playlistTexts.alreadyIn(track.title, title), {
          duration: toastDurations.long,
          action: {
            label: playlistTexts.addAnyway,
            onClick: () => void add(playlistId, title, true),
          },
        });
        return;
      }
      toast.success(playlistTexts.added(title), { duration: toastDurations.short });
    } catch (error) {
      toast.error(explained(error) ?? favoriteTexts.failed, { duration: toastDurations.normal });
    } finally {
      void refresh();
    }
  };
  return (
    <>
      {status === 'success' &&
        data.playlists.map((playlist) => (
          <DropdownMenu.Item
            key={playlist.playlistId}
            className={itemClass}
            onSelect={() => void add(playlist.playlistId, playlist.title)}
          >
            <span className="truncate">{playlist.title}</span>
          </DropdownMenu.Item>
        ))}
      {status === 'success' && data.playlists.length === 0 && (
        <p className="px-3 py-2 text-faint">{playlistTexts.noPlaylists}</p>
      )}
      <DropdownMenu.Separator className="my-1 h-px bg-line" />
      <DropdownMenu.Item
        className={itemClass}
        onSelect={() => void navigate(paths.createPlaylist.getHref())}
      >
        <Plus aria-hidden className="size-4" />
        {playlistTexts.newPlaylist}
      </DropdownMenu.Item>
    </>
  );
}

/** 'Add to playlist': a menu of the caller's playlists; a visitor is asked to sign in. */
export function AddToPlaylistMenu(props: { track: Track; signedIn: boolean; size?: 'sm' | 'md' }) {
  const askToSignIn = useSignInPrompt();
  const label = playlistTexts.addToPlaylistFor(props.track.title);
  if (!props.signedIn) {
    return (
      <IconButton
        label={label}
        size={props.size ?? 'sm'}
        onClick={() => askToSignIn(playlistTexts.addNeedsSignIn)}
      >
        <ListPlus aria-hidden />
      </IconButton>
    );
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <IconButton label={label} size={props.size ?? 'sm'}>
          <ListPlus aria-hidden />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          aria-label={playlistTexts.addToPlaylist}
          className="z-50 max-h-80 max-w-64 min-w-48 overflow-y-auto rounded-md bg-overlay p-1 text-sm text-ink shadow-xl ring-1 shadow-black/50 ring-line"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-faint">
            {playlistTexts.addToPlaylist}
          </DropdownMenu.Label>
          <PlaylistItems track={props.track} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
