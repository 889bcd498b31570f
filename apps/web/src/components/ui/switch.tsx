import { Switch as RadixSwitch } from 'radix-ui';
import { useId } from 'react';
import { clsx } from 'clsx';

/** An on/off switch with its visible label (Radix: role="switch", labelled by the text). */
export function Switch(props: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={clsx('flex items-center gap-2', props.className)}>
      <label htmlFor={id} className="cursor-pointer text-xs font-semibold text-muted select-none">
        {props.label}
      </label>
      <RadixSwitch.Root
        id={id}
        checked={props.checked}
        onCheckedChange={props.onCheckedChange}
        className="relative h-5 w-9 shrink-0 cursor-pointer rounded-full bg-overlay ring-1 ring-line transition-colors data-[state=checked]:bg-accent data-[state=checked]:ring-accent"
      >
        <RadixSwitch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-ink shadow transition-transform data-[state=checked]:translate-x-[18px]" />
      </RadixSwitch.Root>
    </div>
  );
}
