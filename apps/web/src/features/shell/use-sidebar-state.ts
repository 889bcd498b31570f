import { useBreakpointUp } from '@/hooks/use-breakpoint';
import { useSidebarPreference } from './store';

/**
 * The sidebar as shown. Below md it is forced collapsed (spec 1 §2). Above, the
 * user's choice wins; until they make one it starts collapsed below lg, where an
 * expanded sidebar and the player panel would leave the page too narrow to use.
 */
export function useSidebarState(): { collapsed: boolean; forced: boolean; toggle: () => void } {
  const preference = useSidebarPreference((state) => state.collapsed);
  const setCollapsed = useSidebarPreference((state) => state.setCollapsed);
  const forced = !useBreakpointUp('md');
  const wide = useBreakpointUp('lg');
  const collapsed = forced || (preference ?? !wide);
  return { collapsed, forced, toggle: () => setCollapsed(!collapsed) };
}
