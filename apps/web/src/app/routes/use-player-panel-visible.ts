import { useMatch } from 'react-router';
import { paths } from '@/config/paths';
import { useBreakpointUp } from '@/hooks/use-breakpoint';

/**
 * Spec 1 §2: the panel is hidden on /auth/error, and on /referral on small
 * screens. "Small" is below lg, the same line that sets the panel's 374/380 px width.
 */
export function usePlayerPanelVisible(): boolean {
  const onAuthError = useMatch(paths.authError.path) !== null;
  const onReferral = useMatch(paths.referral.path) !== null;
  const large = useBreakpointUp('lg');
  return !onAuthError && !(onReferral && !large);
}
