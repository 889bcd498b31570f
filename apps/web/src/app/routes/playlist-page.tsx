import { PlaylistDetails } from '@/features/catalog/components/playlists/playlist-details';
import { OwnPlaylistPage } from '@/features/library/components/own-playlist-page';

/**
 * One playlist: its owner edits it (the library's page); anyone else, or a visitor, sees the
 * catalogue's page, which answers NotFound for someone else's private playlist.
 */
export function PlaylistPage(props: { playlistId: string; signedIn: boolean }) {
  const details = <PlaylistDetails playlistId={props.playlistId} />;
  if (!props.signedIn) return details;
  return <OwnPlaylistPage playlistId={props.playlistId} notOwned={details} />;
}
