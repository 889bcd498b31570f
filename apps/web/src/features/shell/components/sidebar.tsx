import { type ReactNode, useEffect } from 'react';
import { clsx } from 'clsx';
import { accountItems, browseItems, createPlaylistItem } from '../nav-items';
import { shellTexts } from '../texts';
import { type SidebarState, useSidebarState } from '../use-sidebar-state';
import { SidebarFooter } from './sidebar-footer';
import { SidebarLinks } from './sidebar-link';
import { SidebarToggle } from './sidebar-toggle';

function Divider() {
  return <hr className="my-3 border-line" />;
}

/**
 * While the sidebar is open over the page: Escape closes it, and the scrim under it (a click
 * outside) does too. Leaving the widths where it overlays closes it, so coming back finds it shut.
 */
function useOverlayDismissal({ overlay, overlays, close }: SidebarState) {
  useEffect(() => {
    if (!overlay) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay, close]);
  useEffect(() => {
    if (!overlays && overlay) close();
  }, [overlays, overlay, close]);
}

/**
 * The left sidebar (spec 1 §2): 200 px expanded, 56 px collapsed, forced
 * collapsed below md (see useSidebarState); between md and lg it expands over the page, on a
 * scrim, keeping its 56 px in the row. `playlists` is the PLAYLIST section, shown only when
 * expanded. The whole sidebar scrolls: the footer sits at the bottom while there is room and
 * flows below the links when there is not, so on a short screen (a laptop under the invite
 * banner) it never hides them.
 */
export function Sidebar({ playlists }: { playlists: ReactNode }) {
  const state = useSidebarState();
  const { collapsed, forced, overlay, toggle, close } = state;
  useOverlayDismissal(state);
  const padding = collapsed ? 'px-2' : 'px-3';
  return (
    <div className={clsx('relative flex shrink-0', state.overlays && 'w-14')}>
      {overlay && (
        <div
          aria-hidden
          data-testid="sidebar-scrim"
          onClick={close}
          className="fixed inset-0 z-30 bg-black/60 backdrop-blur-[1px]"
        />
      )}
      <nav
        aria-label={shellTexts.sidebar}
        data-collapsed={String(collapsed)}
        data-overlay={overlay ? 'true' : undefined}
        // A link followed from the open overlay closes it: the page it opens is the point.
        onClick={(event) => {
          if (overlay && (event.target as Element).closest('a')) close();
        }}
        className={clsx(
          'flex shrink-0 flex-col overflow-y-auto rounded-lg bg-surface [scrollbar-width:none] hover:[scrollbar-width:thin]',
          collapsed ? 'w-14' : 'w-[200px]',
          // Positioned either way: the labels hidden from sight scroll with the sidebar.
          overlay
            ? 'absolute inset-y-0 left-0 z-40 shadow-2xl ring-1 shadow-black/60 ring-line'
            : 'relative',
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
    </div>
  );
}
