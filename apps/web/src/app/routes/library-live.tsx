import type { Track } from '@earshot/contract/catalog/v1/catalog';
import type { FavoriteTarget, PanelPlaylistsProps } from '@/components/ui/library-slots';
import { useSession } from '@/features/account/api/use-session';
import { FavoriteButton } from '@/features/library/components/favorite-button';
import { PanelPlaylists } from '@/features/library/components/panel-playlists';
import { TrackActions } from '@/features/library/components/track-actions';

/**
 * The library's controls for other features' pages, joined to the session. They load in their
 * own chunk (ADR 0010): a page shows its rows first and the hearts a moment later.
 */

/** A track's heart and 'Add to playlist'; a visitor's ask to sign in. */
export function SessionTrackActions({ track }: { track: Track }) {
  const session = useSession();
  if (session.status === 'loading') return null;
  return <TrackActions track={track} signedIn={session.status === 'signed-in'} />;
}

/** An artist's or album's heart, or a track's in a list row. */
export function SessionFavorite({ size = 'md', ...target }: FavoriteTarget) {
  const session = useSession();
  if (session.status === 'loading') return null;
  return <FavoriteButton {...target} signedIn={session.status === 'signed-in'} size={size} />;
}

/** The player panel's own playlists: a signed-in user's only. */
export function SessionPanelPlaylists(props: PanelPlaylistsProps) {
  const session = useSession();
  return session.status === 'signed-in' ? <PanelPlaylists {...props} /> : null;
}

export { OwnSidebarPlaylists } from '@/features/library/components/own-sidebar-playlists';
