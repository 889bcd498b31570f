import { FileText, LifeBuoy } from 'lucide-react';
import { clsx } from 'clsx';
import { shellTexts } from '../texts';

const items = [
  { label: shellTexts.whitepaper, icon: FileText },
  { label: shellTexts.helpAndSupport, icon: LifeBuoy },
];

/**
 * Whitepaper and Help & Support. The spec does not show their targets, so they
 * are inert buttons marked 'Coming soon' rather than links to invented pages.
 */
export function SidebarFooter({ collapsed }: { collapsed: boolean }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map(({ label, icon: Icon }) => (
        <li key={label}>
          <button
            type="button"
            aria-disabled="true"
            title={shellTexts.comingSoon}
            className={clsx(
              'flex h-9 w-full cursor-default items-center rounded-md text-sm text-faint',
              collapsed ? 'justify-center' : 'gap-3 px-3',
            )}
          >
            <Icon aria-hidden className="size-[18px] shrink-0" />
            <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
