import type { ButtonHTMLAttributes } from 'react';
import { clsx } from 'clsx';

/** A text-styled button for moving between steps ('Sign in now', 'Edit', …). */
export function LinkButton({ className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={clsx(
        'rounded font-semibold text-accent-strong underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-faint disabled:no-underline',
        className,
      )}
      {...rest}
    />
  );
}

/** The line under a form: a question and the step that answers it. */
export function SwitchLine(props: { question: string; action: string; onClick: () => void }) {
  return (
    <p className="mt-6 text-center text-sm text-muted">
      {props.question} <LinkButton onClick={props.onClick}>{props.action}</LinkButton>
    </p>
  );
}
