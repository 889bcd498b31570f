import { type Breakpoint, minWidthQuery } from '@/config/breakpoints';
import { useMediaQuery } from './use-media-query';

/** True when the viewport is at least as wide as the breakpoint. */
export function useBreakpointUp(breakpoint: Breakpoint): boolean {
  return useMediaQuery(minWidthQuery(breakpoint));
}
