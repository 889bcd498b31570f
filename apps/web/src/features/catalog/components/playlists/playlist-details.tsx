import { DetailHeader } from '@/components/ui/detail-header';
import { ShareButton } from '@/components/ui/share-button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { usePlaylist, usePlaylistEntryPages } from '../../api/use-playlists';
import { trackOrPlaceholder } from '../../placeholder-track';
import { browseTexts, catalogTexts, playlistTexts } from '../../texts';
import { EntityFailure } from '../entity-failure';
import { PlayAllButton } from '../play-all-button';
import { PlaylistEntries } from './playlist-entries';

/** /playlist/:playlistId: cover, title, description, creator, track count, play all, entries. */
export function PlaylistDetails({ playlistId }: { playlistId: string }) {
  const { data, status, error } = usePlaylist(playlistId);
  const entries = usePlaylistEntryPages(playlistId);
  if (status === 'pending') {
    return <StatusMessage tone="loading">{catalogTexts.loading}</StatusMessage>;
  }
  if (status === 'error' || !data.playlist)
    return <EntityFailure of="playlist" error={error ?? undefined} />;
  const playlist = data.playlist;
  const loaded = entries.data?.pages.flatMap((page) => page.entries) ?? [];
  const tracks = loaded.map((entry) => trackOrPlaceholder(entry.track, entry.trackId));
  return (
    <>
      <DetailHeader
        imageUrl={playlist.coverImage || playlist.imageUrl}
        kicker={playlist.isOfficial ? playlistTexts.official : playlistTexts.publicPlaylist}
        title={playlist.title}
        actions={
          <>
            <PlayAllButton tracks={tracks} />
            <ShareButton
              title={playlist.title}
              path={paths.playlist.getHref(playlist.playlistId)}
            />
          </>
        }
      >
        {playlist.description && (
          <p className="max-w-prose text-sm text-muted">{playlist.description}</p>
        )}
        <p className="text-sm text-muted">
          {playlist.creatorName && (
            <span className="font-semibold text-ink">{playlist.creatorName} · </span>
          )}
          {browseTexts.trackCount(playlist.trackCount)}
        </p>
      </DetailHeader>
      <PlaylistEntries
        query={entries}
        tracks={tracks}
        positions={loaded.map((entry) => entry.position + 1)}
      />
    </>
  );
}
