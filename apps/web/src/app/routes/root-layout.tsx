import { Outlet } from 'react-router';
import { LibrarySlotsProvider } from '@/components/ui/library-slots';
import { useSession } from '@/features/account/api/use-session';
import { AppShell } from '@/features/shell/components/app-shell';
import { Sidebar } from '@/features/shell/components/sidebar';
import { InviteCodeProvider } from '@/lib/invite-code';
import { librarySlots } from './library-slots';
import { PlayerPanelSlot } from './player-panel-slot';
import { ReferralWatch } from './referral-watch';
import { SidebarPlaylistsSlot } from './sidebar-playlists-slot';
import { TopBarSlot } from './top-bar-slot';
import { usePlayerPanelVisible } from './use-player-panel-visible';

/** The app shell around every page; it composes the features, which never see each other. */
export function RootLayout() {
  const panelVisible = usePlayerPanelVisible();
  const session = useSession();
  // The user's id is their referral code (spec 2 §2): what they share also invites.
  const inviteCode = session.status === 'signed-in' ? session.user.id : null;
  return (
    <InviteCodeProvider value={inviteCode}>
      <LibrarySlotsProvider value={librarySlots}>
        <AppShell
          topBar={<TopBarSlot />}
          sidebar={<Sidebar playlists={<SidebarPlaylistsSlot />} />}
          panel={<PlayerPanelSlot hidden={!panelVisible} />}
        >
          <Outlet />
          <ReferralWatch />
        </AppShell>
      </LibrarySlotsProvider>
    </InviteCodeProvider>
  );
}
