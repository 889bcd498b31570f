import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { clsx } from 'clsx';
import { Tooltip } from '@/components/ui/tooltip';
import { shellTexts } from '../texts';

/** Collapses or expands the sidebar; not rendered where the sidebar is forced collapsed. */
export function SidebarToggle({
  collapsed,
  onToggle,
}: {
  collapsed: boolean;
  onToggle: () => void;
}) {
  const label = collapsed ? shellTexts.expandSidebar : shellTexts.collapseSidebar;
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <Tooltip label={label}>
      <button
        type="button"
        aria-label={label}
        onClick={onToggle}
        className={clsx(
          'flex h-9 w-full items-center rounded-md text-muted transition-colors hover:bg-raised hover:text-ink',
          collapsed ? 'justify-center' : 'justify-end px-3',
        )}
      >
        <Icon aria-hidden className="size-[18px]" />
      </button>
    </Tooltip>
  );
}
