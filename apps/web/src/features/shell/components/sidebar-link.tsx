import { NavLink } from 'react-router';
import { clsx } from 'clsx';
import { Tooltip } from '@/components/ui/tooltip';
import type { NavItem } from '../nav-items';

/** One sidebar route; collapsed it shows the icon only, named for assistive tech and on hover. */
export function SidebarLink({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const Icon = item.icon;
  return (
    <li>
      <Tooltip label={item.label} enabled={collapsed}>
        <NavLink
          to={item.href}
          className={clsx(
            'group flex h-9 items-center rounded-md text-sm font-medium text-muted transition-colors',
            'hover:bg-raised hover:text-ink aria-[current=page]:bg-raised aria-[current=page]:text-ink',
            collapsed ? 'justify-center' : 'gap-3 px-3',
          )}
        >
          <Icon
            aria-hidden
            className="size-[18px] shrink-0 group-aria-[current=page]:text-accent-strong"
          />
          <span className={collapsed ? 'sr-only' : 'truncate'}>{item.label}</span>
        </NavLink>
      </Tooltip>
    </li>
  );
}

/** A group of sidebar routes. */
export function SidebarLinks({ items, collapsed }: { items: NavItem[]; collapsed: boolean }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map((item) => (
        <SidebarLink key={item.href} item={item} collapsed={collapsed} />
      ))}
    </ul>
  );
}
