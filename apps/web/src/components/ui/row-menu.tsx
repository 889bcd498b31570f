import { Ellipsis } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { clsx } from 'clsx';

/** One entry of a row's menu. */
export interface RowMenuItem {
  label: string;
  onSelect: () => void;
}

/**
 * The "more" button of a list row and its menu (Radix: arrow keys, Escape, focus return).
 * `label` names the button, e.g. 'More options for Low Tide'.
 */
export function RowMenu(props: { label: string; items: RowMenuItem[]; className?: string }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={props.label}
        className={clsx(
          'flex size-8 shrink-0 items-center justify-center rounded-full text-muted transition hover:bg-overlay hover:text-ink data-[state=open]:bg-overlay data-[state=open]:text-ink',
          props.className,
        )}
      >
        <Ellipsis aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-md bg-overlay p-1 text-sm text-ink shadow-xl ring-1 shadow-black/50 ring-line"
        >
          {props.items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              onSelect={item.onSelect}
              className="cursor-pointer rounded px-3 py-2 outline-none select-none data-highlighted:bg-raised"
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
