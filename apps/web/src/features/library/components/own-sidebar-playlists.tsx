import type { ReactNode } from 'react';
import { useOwnPlaylists } from '../api/use-own-playlists';
import type { SidebarPlaylistsState } from './sidebar-playlists';

/**
 * The sidebar's PLAYLIST state for a signed-in user: 20 fetched, 10 shown (spec 1 §9). It hands
 * the state to `children`, so the list itself stays in the shell's chunk (ADR 0010).
 */
export function OwnSidebarPlaylists(props: {
  children: (state: SidebarPlaylistsState) => ReactNode;
}) {
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
  return props.children(state);
}
