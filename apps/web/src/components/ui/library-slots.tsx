import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { type ComponentType, createContext, useContext } from 'react';

/** What a favourite control is about. */
export interface FavoriteTarget {
  kind: 'track' | 'artist' | 'album';
  itemId: number;
  /** The item's name, for the control's accessible name. */
  name: string;
  /** 'sm' in a list row; 'md' (the default) in a page's header. */
  size?: 'sm' | 'md';
}

/**
 * The library's controls as other features show them (a heart, add to playlist), handed in by
 * the app: features never import each other, so a track row or an artist page asks here.
 * Without a provider (tests of one feature) nothing is shown.
 */
export interface LibrarySlots {
  /** Beside a track: favourite and add to playlist. */
  TrackActions: ComponentType<{ track: Track }>;
  /** A heart for an artist or album. */
  Favorite: ComponentType<FavoriteTarget>;
  /** The player panel's own playlists, for a signed-in user; each opens by `onOpen`. */
  PanelPlaylists: ComponentType<PanelPlaylistsProps>;
}

/** How the panel opens one of the user's playlists: its name and its playable tracks. */
export interface PanelPlaylistsProps {
  onOpen: (title: string, tracks: Track[]) => void;
}

const LibrarySlotsContext = createContext<LibrarySlots | null>(null);

export const LibrarySlotsProvider = LibrarySlotsContext.Provider;

/** The library's controls, or null when the app gave none. */
export function useLibrarySlots(): LibrarySlots | null {
  return useContext(LibrarySlotsContext);
}

/** Favourite and add to playlist for a track, when the app provides them. */
export function TrackActionsSlot({ track }: { track: Track }) {
  const slots = useLibrarySlots();
  return slots ? <slots.TrackActions track={track} /> : null;
}

/** A heart for an artist or album, when the app provides one. */
export function FavoriteSlot(props: FavoriteTarget) {
  const slots = useLibrarySlots();
  return slots ? <slots.Favorite {...props} /> : null;
}

/** The user's playlists in the player panel, when the app provides them. */
export function PanelPlaylistsSlot(props: PanelPlaylistsProps) {
  const slots = useLibrarySlots();
  return slots ? <slots.PanelPlaylists {...props} /> : null;
}
