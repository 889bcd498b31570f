import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { clsx } from 'clsx';

type Size = 'sm' | 'md' | 'lg';

const sizes: Record<Size, string> = {
  sm: 'size-8 [&_svg]:size-4',
  md: 'size-9 [&_svg]:size-[18px]',
  lg: 'size-12 [&_svg]:size-5',
};

/**
 * A round button showing only an icon; `label` is its accessible name. `active` marks a
 * toggle that is on (with `aria-pressed` when the caller passes it).
 */
export function IconButton({
  label,
  size = 'md',
  active = false,
  solid = false,
  className,
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & {
  label: string;
  size?: Size;
  active?: boolean;
  /** The main action of a group: filled. */
  solid?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      className={clsx(
        'relative inline-flex shrink-0 items-center justify-center rounded-full transition disabled:pointer-events-none disabled:opacity-40',
        sizes[size],
        solid
          ? 'bg-ink text-canvas hover:scale-105 hover:bg-white active:scale-100'
          : active
            ? 'text-accent-strong hover:bg-raised'
            : 'text-muted hover:bg-raised hover:text-ink',
        className,
      )}
      {...rest}
    >
      {children}
    </button>
  );
}
