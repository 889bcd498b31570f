import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { clsx } from 'clsx';
import { formTexts } from './texts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'>;

const inputClass = (invalid: boolean) =>
  clsx(
    'h-11 w-full rounded-lg border bg-raised px-3.5 text-sm text-ink transition-colors placeholder:text-faint',
    'focus:outline-none focus-visible:outline-none disabled:opacity-60',
    invalid
      ? 'border-danger/80 focus:border-danger'
      : 'border-line hover:border-overlay focus:border-accent-strong',
  );

/**
 * A labelled input with an optional hint and error. The error is tied to the input with
 * aria-describedby and aria-invalid, and announced as it appears (role="alert").
 * `type="password"` adds a show/hide button.
 */
export function TextField(
  props: InputProps & {
    label: string;
    labelNote?: string;
    type?: 'text' | 'email' | 'password';
    error?: string | null;
    hint?: ReactNode;
  },
) {
  const { label, labelNote, type = 'text', error, hint, ...input } = props;
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  const isPassword = type === 'password';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {labelNote && <span className="ml-1 font-normal text-faint">{labelNote}</span>}
      </label>
      <div className="relative">
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClass(Boolean(error)), isPassword && 'pr-11')}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            aria-label={revealed ? formTexts.hidePassword : formTexts.showPassword}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((shown) => !shown)}
            className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:bg-overlay hover:text-ink"
          >
            {revealed ? (
              <EyeOff aria-hidden className="size-4" />
            ) : (
              <Eye aria-hidden className="size-4" />
            )}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="text-xs text-faint">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * Why the server refused a form, in its words (spec 1 §8); nothing while there is none. Kept
 * beside TextField, which every such form holds, so it adds no chunk of its own (ADR 0010).
 */
export function FormRefusal(props: { text: string | null | undefined }) {
  return props.text ? (
    <p role="alert" className="text-sm text-danger">
      {props.text}
    </p>
  ) : null;
}
