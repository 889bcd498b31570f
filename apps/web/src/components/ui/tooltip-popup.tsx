import type { ReactElement } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';

/**
 * Radix's tooltip around `children`, in its own chunk (see tooltip.tsx). Each tooltip has
 * its own provider, so the shared provider (and radix's code) stays out of the first page.
 */
export function TooltipPopup(props: {
  label: string;
  children: ReactElement;
  side: 'top' | 'right' | 'bottom' | 'left';
}) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{props.children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={props.side}
            sideOffset={8}
            className="z-50 rounded-md bg-overlay px-2.5 py-1.5 text-xs font-medium text-ink shadow-lg shadow-black/40"
          >
            {props.label}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
