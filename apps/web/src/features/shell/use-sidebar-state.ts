import { useBreakpointUp } from '@/hooks/use-breakpoint';
import { useSidebarPreference } from './store';

/** The sidebar as shown, and what its toggle, Escape and a click outside it do. */
export interface SidebarState {
  collapsed: boolean;
  /** Below md: collapsed, with no toggle (spec 1 §2). */
  forced: boolean;
  /** Expanded over the page, not beside it (md to lg), with a scrim that closes it. */
  overlay: boolean;
  /** Between md and lg the sidebar opens over the page; collapsed it keeps its 56 px. */
  overlays: boolean;
  toggle: () => void;
  close: () => void;
}

/**
 * The sidebar as shown. Below md it is forced collapsed (spec 1 §2). Between md and lg an
 * expanded sidebar beside the page and the player panel would squeeze the page to about 160 px,
 * so there it starts collapsed and expands over the page, for the moment only (issue 37). From
 * lg up the user's choice wins, remembered; until they make one it is expanded.
 */
export function useSidebarState(): SidebarState {
  const preference = useSidebarPreference((state) => state.collapsed);
  const setCollapsed = useSidebarPreference((state) => state.setCollapsed);
  const overlayOpen = useSidebarPreference((state) => state.overlayOpen);
  const setOverlayOpen = useSidebarPreference((state) => state.setOverlayOpen);
  const forced = !useBreakpointUp('md');
  const wide = useBreakpointUp('lg');
  const close = () => setOverlayOpen(false);
  if (forced) {
    return { collapsed: true, forced, overlay: false, overlays: false, toggle: close, close };
  }
  if (!wide) {
    return {
      collapsed: !overlayOpen,
      forced,
      overlay: overlayOpen,
      overlays: true,
      toggle: () => setOverlayOpen(!overlayOpen),
      close,
    };
  }
  const collapsed = preference ?? false;
  return {
    collapsed,
    forced,
    overlay: false,
    overlays: false,
    toggle: () => setCollapsed(!collapsed),
    close,
  };
}
