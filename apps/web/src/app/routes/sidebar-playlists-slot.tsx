import { useSession } from '@/features/account/api/use-session';
import { SidebarPlaylists } from '@/features/library/components/sidebar-playlists';
import { assertNever } from '@/lib/assert-never';
import { MemberSidebarPlaylists } from './library-slots';

/** Joins the session to the sidebar's playlist section (spec 1 §2: its four states). */
export function SidebarPlaylistsSlot() {
  const session = useSession();
  switch (session.status) {
    case 'loading':
      return <SidebarPlaylists state={{ kind: 'loading' }} />;
    case 'signed-out':
      return <SidebarPlaylists state={{ kind: 'signed-out' }} />;
    case 'signed-in':
      return <MemberSidebarPlaylists />;
    default:
      return assertNever(session);
  }
}
