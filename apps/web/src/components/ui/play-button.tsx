import { Pause, Play } from 'lucide-react';
import { clsx } from 'clsx';

/**
 * A round play control; `label` names what it does ('Play Low Tide'). With `playing` it
 * shows Pause instead (the caller names it so).
 */
export function PlayButton(props: {
  label: string;
  onClick: () => void;
  playing?: boolean;
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
        props.playing && 'bg-accent text-accent-ink',
        props.className,
      )}
    >
      {props.playing ? (
        <Pause aria-hidden className="size-4 fill-current" />
      ) : (
        <Play aria-hidden className="size-4 translate-x-px fill-current" />
      )}
    </button>
  );
}
