import { useSession } from '@/features/account/api/use-session';
import {
  SidebarPlaylists,
  type SidebarPlaylistsState,
} from '@/features/library/components/sidebar-playlists';
import { assertNever } from '@/lib/assert-never';

/**
 * Joins the session to the sidebar's playlist section. Signed in, the list is empty until
 * the library issue reads the user's playlists; nothing is faked meanwhile.
 */
export function SidebarPlaylistsSlot() {
  const session = useSession();
  let state: SidebarPlaylistsState;
  switch (session.status) {
    case 'loading':
      state = { kind: 'loading' };
      break;
    case 'signed-out':
      state = { kind: 'signed-out' };
      break;
    case 'signed-in':
      state = { kind: 'ready', playlists: [] };
      break;
    default:
      return assertNever(session);
  }
  return <SidebarPlaylists state={state} />;
}
