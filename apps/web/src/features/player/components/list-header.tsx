import type { ReactNode } from 'react';

/** The line above a player list: what it is, and a button that clears it. */
export function ListHeader(props: {
  children: ReactNode;
  clearText: string;
  clearLabel: string;
  onClear: () => void;
}) {
  return (
    <div className="flex items-center justify-between px-1">
      {props.children}
      <button
        type="button"
        aria-label={props.clearLabel}
        onClick={props.onClear}
        className="rounded-full px-2.5 py-1 text-xs font-semibold text-muted transition hover:bg-raised hover:text-ink"
      >
        {props.clearText}
      </button>
    </div>
  );
}
