import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { accountItems, browseItems, createPlaylistItem } from '../nav-items';
import { shellTexts } from '../texts';
import { useSidebarState } from '../use-sidebar-state';
import { SidebarFooter } from './sidebar-footer';
import { SidebarLinks } from './sidebar-link';
import { SidebarToggle } from './sidebar-toggle';

function Divider() {
  return <hr className="my-3 border-line" />;
}

/**
 * The left sidebar (spec 1 §2): 200 px expanded, 56 px collapsed, forced
 * collapsed below md (see useSidebarState). `playlists` is the PLAYLIST section, shown only when expanded.
 * The whole sidebar scrolls: the footer sits at the bottom while there is room and flows below
 * the links when there is not, so on a short screen (a laptop under the invite banner) it never
 * hides them.
 */
export function Sidebar({ playlists }: { playlists: ReactNode }) {
  const { collapsed, forced, toggle } = useSidebarState();
  const padding = collapsed ? 'px-2' : 'px-3';
  return (
    <nav
      aria-label={shellTexts.sidebar}
      data-collapsed={String(collapsed)}
      className={clsx(
        'flex shrink-0 flex-col overflow-y-auto rounded-lg bg-surface [scrollbar-width:none] hover:[scrollbar-width:thin]',
        collapsed ? 'w-14' : 'w-[200px]',
      )}
    >
      <div className={clsx('flex flex-1 flex-col py-3', padding)}>
        <SidebarLinks items={browseItems} collapsed={collapsed} />
        <Divider />
        <SidebarLinks items={[createPlaylistItem]} collapsed={collapsed} />
        {!collapsed && playlists}
        <Divider />
        <SidebarLinks items={accountItems} collapsed={collapsed} />
      </div>
      <div className={clsx('flex flex-col gap-0.5 border-t border-line py-2', padding)}>
        <SidebarFooter collapsed={collapsed} />
        {!forced && <SidebarToggle collapsed={collapsed} onToggle={toggle} />}
      </div>
    </nav>
  );
}
