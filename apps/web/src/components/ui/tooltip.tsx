import type { ReactElement } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';

export const TooltipProvider = RadixTooltip.Provider;

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
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={8}
          className="z-50 rounded-md bg-overlay px-2.5 py-1.5 text-xs font-medium text-ink shadow-lg shadow-black/40"
        >
          {label}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
