import { Outlet } from 'react-router';
import { SignInButton } from '@/features/account/components/sign-in-button';
import { PlayerPanel } from '@/features/player/components/player-panel';
import { SearchBox } from '@/features/search/components/search-box';
import { AppShell } from '@/features/shell/components/app-shell';
import { Sidebar } from '@/features/shell/components/sidebar';
import { TopBar } from '@/features/shell/components/top-bar';
import { SidebarPlaylistsSlot } from './sidebar-playlists-slot';
import { usePlayerPanelVisible } from './use-player-panel-visible';

/** The app shell around every page; it composes the features, which never see each other. */
export function RootLayout() {
  const panelVisible = usePlayerPanelVisible();
  return (
    <AppShell
      topBar={<TopBar search={<SearchBox />} account={<SignInButton />} />}
      sidebar={<Sidebar playlists={<SidebarPlaylistsSlot />} />}
      panel={panelVisible ? <PlayerPanel /> : null}
    >
      <Outlet />
    </AppShell>
  );
}
