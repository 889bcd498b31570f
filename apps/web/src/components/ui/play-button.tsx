import { Play } from 'lucide-react';
import { clsx } from 'clsx';

/** A round play control; `label` names what it plays ('Play Low Tide'). */
export function PlayButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      onClick={props.onClick}
      disabled={props.disabled}
      className={clsx(
        'flex size-9 shrink-0 items-center justify-center rounded-full text-ink transition',
        'hover:scale-105 hover:bg-accent hover:text-accent-ink disabled:pointer-events-none disabled:opacity-40',
        props.className,
      )}
    >
      <Play aria-hidden className="size-4 translate-x-px fill-current" />
    </button>
  );
}
