import { useOwnPlaylists } from '../api/use-own-playlists';
import { SidebarPlaylists, type SidebarPlaylistsState } from './sidebar-playlists';

/** The sidebar's PLAYLIST section for a signed-in user: 20 fetched, 10 shown (spec 1 §9). */
export function OwnSidebarPlaylists() {
  const { data, status } = useOwnPlaylists(true);
  const state: SidebarPlaylistsState =
    status === 'pending'
      ? { kind: 'loading' }
      : status === 'error'
        ? { kind: 'error' }
        : {
            kind: 'ready',
            playlists: data.playlists.map((p) => ({
              playlistId: p.playlistId,
              title: p.title,
              imageUrl: p.coverImage || p.imageUrl,
            })),
          };
  return <SidebarPlaylists state={state} />;
}
