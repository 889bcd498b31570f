import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { modalTexts } from '../texts';

/** A step's main button: full width, disabled while the form is not ready or a call is out. */
export function SubmitButton(props: { disabled: boolean; busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={props.disabled || props.busy}
      aria-busy={props.busy || undefined}
      className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-full bg-accent text-sm font-semibold text-accent-ink transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-accent"
    >
      {props.busy && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
      {props.children}
      {props.busy && <span className="sr-only">{modalTexts.working}</span>}
    </button>
  );
}
