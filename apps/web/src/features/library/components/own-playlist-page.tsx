import { toastDurations } from '@/lib/toast-durations';
import { EmptyPlaylist } from '@/components/ui/empty-playlist';
import type { PlaylistEntry } from '@earshot/contract/catalog/v1/catalog';
import { LIBRARY_TEXTS } from '@earshot/domain';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import {
  explained,
  isConflict,
  useLibraryClient,
  usePlaylistTracks,
} from '../api/use-own-playlists';
import { favoriteTexts, playlistTexts } from '../texts';
import { PlaylistCover } from './generated-cover';
import { PlaylistDetailsForm } from './playlist-details-form';
import { PlaylistEditor } from './playlist-editor';

/**
 * /playlist/:playlistId for its owner: details, rename, visibility, delete, and the tracks to
 * reorder or remove. Each edit sends the whole order with the version it was read at; when
 * another tab changed the playlist first, the edit is refused, said so, and the page reloads
 * it (ADR 0014). Anyone else's playlist (or one that cannot be read) is `notOwned`.
 */
export function OwnPlaylistPage(props: { playlistId: string; notOwned: ReactNode }) {
  const { playlistId } = props;
  const query = usePlaylistTracks(playlistId);
  const { library, refresh } = useLibraryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [pendingOrder, setPendingOrder] = useState<PlaylistEntry[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Only the owner's page is named here; `notOwned` names itself.
  useDocumentTitle(query.data?.isOwner ? (query.data.playlist?.title ?? '') : '');
  if (query.status === 'pending') {
    return <StatusMessage tone="loading">{favoriteTexts.loading}</StatusMessage>;
  }
  if (query.status === 'error' || !query.data.isOwner || !query.data.playlist) {
    return props.notOwned;
  }
  const { playlist, version } = query.data;
  const entries = pendingOrder ?? query.data.entries;

  const saveOrder = async (next: PlaylistEntry[]) => {
    setPendingOrder(next);
    try {
      await library.updatePlaylistTracks({
        playlistId,
        trackIds: next.map((entry) => entry.trackId),
        expectedVersion: version,
      });
    } catch (error) {
      toast.error(
        isConflict(error)
          ? LIBRARY_TEXTS.versionConflict
          : (explained(error) ?? favoriteTexts.failed),
        { duration: toastDurations.normal },
      );
    }
    await refresh();
    setPendingOrder(null);
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await library.deletePlaylist({ playlistId });
      setConfirming(false);
      toast.success(playlistTexts.deleted, { duration: toastDurations.short });
      void refresh();
      void navigate(paths.discover.getHref());
    } catch (error) {
      toast.error(explained(error) ?? favoriteTexts.failed, { duration: toastDurations.normal });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <header className="mb-8 flex flex-col gap-5 @lg:flex-row @lg:items-end">
        <PlaylistCover
          playlistId={playlist.playlistId}
          title={playlist.title}
          imageUrl={playlist.coverImage || playlist.imageUrl}
        />
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-xs font-semibold tracking-wider text-muted uppercase">
            {playlistTexts.yourPlaylist(playlist.isPublic)}
          </p>
          <h1 className="text-3xl font-black tracking-tight break-words text-ink @2xl:text-5xl">
            {playlist.title}
          </h1>
          {playlist.description && (
            <p className="max-w-prose text-sm text-muted">{playlist.description}</p>
          )}
          <p className="text-sm text-muted">{playlistTexts.trackCount(playlist.trackCount)}</p>
          <div className="mt-2 flex flex-wrap gap-3">
            <Button variant="ghost" className="border border-line" onClick={() => setEditing(true)}>
              {playlistTexts.rename}
            </Button>
            <Button
              variant="ghost"
              className="border border-line"
              onClick={() => setConfirming(true)}
            >
              {playlistTexts.delete}
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={playlistTexts.delete}
              description={playlistTexts.deleteConfirm(playlist.title)}
              confirmLabel={playlistTexts.delete}
              cancelLabel={playlistTexts.cancel}
              onConfirm={() => void remove()}
              pending={deleting}
              destructive
            />
          </div>
        </div>
      </header>
      {editing && (
        <section aria-label={playlistTexts.rename} className="mb-8">
          <PlaylistDetailsForm
            initial={{
              title: playlist.title,
              description: playlist.description,
              imageUrl: playlist.coverImage,
              isPublic: playlist.isPublic,
            }}
            submitLabel={playlistTexts.save}
            onCancel={() => setEditing(false)}
            onSubmit={async (value) => {
              try {
                await library.updatePlaylist({ playlistId, ...value });
                await refresh();
                setEditing(false);
                return undefined;
              } catch (error) {
                return explained(error) ?? favoriteTexts.failed;
              }
            }}
          />
        </section>
      )}
      {entries.length === 0 ? (
        <EmptyPlaylist />
      ) : (
        <PlaylistEditor
          entries={entries}
          busy={pendingOrder !== null}
          onChange={(next) => void saveOrder(next)}
        />
      )}
    </>
  );
}
