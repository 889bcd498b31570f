import { useSession } from '@/features/account/api/use-session';
import {
  SidebarPlaylists,
  type SidebarPlaylistsState,
} from '@/features/library/components/sidebar-playlists';
import { assertNever } from '@/lib/assert-never';

/** Joins the session to the sidebar's playlist section. */
export function SidebarPlaylistsSlot() {
  const session = useSession();
  let state: SidebarPlaylistsState;
  switch (session.status) {
    case 'signed-out':
      state = { kind: 'signed-out' };
      break;
    default:
      return assertNever(session.status);
  }
  return <SidebarPlaylists state={state} />;
}
