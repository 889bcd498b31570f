import { type ReactElement, Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy-component';

// Radix and floating-ui weigh more than the whole shell: they load after the first paint,
// and until then the child shows without its tooltip (ADR 0010).
const TooltipPopup = lazyComponent(() =>
  import('./tooltip-popup').then((module) => module.TooltipPopup),
);

/**
 * Shows `label` beside the child on hover and keyboard focus. When `enabled` is
 * false the child renders alone, so callers can keep one tree for both states.
 */
export function Tooltip(props: {
  label: string;
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  enabled?: boolean;
}) {
  const { label, children, side = 'right', enabled = true } = props;
  if (!enabled) return children;
  return (
    <Suspense fallback={children}>
      <TooltipPopup label={label} side={side}>
        {children}
      </TooltipPopup>
    </Suspense>
  );
}
