import { Suspense } from 'react';
import type {
  FavoriteTarget,
  LibrarySlots,
  PanelPlaylistsProps,
} from '@/components/ui/library-slots';
import type { Track } from '@earshot/contract/catalog/v1/catalog';
import {
  SidebarPlaylists,
  type SidebarPlaylistsState,
} from '@/features/library/components/sidebar-playlists';
import { lazyComponent } from '@/lib/lazy-component';

// One chunk for the library's controls on other pages and the sidebar's list.
const load = () => import('./library-live');
const LazyTrackActions = lazyComponent(() => load().then((m) => m.SessionTrackActions));
const LazyFavorite = lazyComponent(() => load().then((m) => m.SessionFavorite));
const LazySidebar = lazyComponent(() => load().then((m) => m.OwnSidebarPlaylists));
const LazyPanelPlaylists = lazyComponent(() => load().then((m) => m.SessionPanelPlaylists));

const loading: SidebarPlaylistsState = { kind: 'loading' };

/** The library's controls as the app hands them to the catalogue and the player. */
export const librarySlots: LibrarySlots = {
  TrackActions: function TrackActionsSlot({ track }: { track: Track }) {
    return (
      <Suspense fallback={null}>
        <LazyTrackActions track={track} />
      </Suspense>
    );
  },
  Favorite: function FavoriteSlot(props: FavoriteTarget) {
    return (
      <Suspense fallback={null}>
        <LazyFavorite {...props} />
      </Suspense>
    );
  },
  PanelPlaylists: function PanelPlaylistsSlot(props: PanelPlaylistsProps) {
    return (
      <Suspense fallback={null}>
        <LazyPanelPlaylists {...props} />
      </Suspense>
    );
  },
};

/** A member's sidebar playlists; 'Loading...' until their chunk and answer are in. */
export function MemberSidebarPlaylists() {
  return (
    <Suspense fallback={<SidebarPlaylists state={loading} />}>
      <LazySidebar>{(state) => <SidebarPlaylists state={state} />}</LazySidebar>
    </Suspense>
  );
}
