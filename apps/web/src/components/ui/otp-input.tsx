import { OTP_LENGTH } from '@earshot/domain';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { clsx } from 'clsx';
import { formTexts } from './texts';

/** An empty code: one empty string per box. */
export const emptyCode = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/** Whether every box holds a digit. */
export const isComplete = (code: string[]) => code.every((digit) => /^\d$/.test(digit));

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Six single-digit boxes (spec 1 §4, §5). Typing a digit fills the box and moves on;
 * Backspace clears the box, or the one before when this one is empty; the arrow keys, Home
 * and End move; pasting (or autofill) spreads the digits from the box, and six digits fill
 * every box wherever they land.
 */
export function OtpInput(props: {
  value: string[];
  onChange: (code: string[]) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const { value, onChange } = props;
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes digits from `index` on (all six from the start when six are given). */
  const spread = (index: number, digits: string) => {
    const start = digits.length >= OTP_LENGTH ? 0 : index;
    const next = [...value];
    const written = digits.slice(0, OTP_LENGTH - start).split('');
    written.forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    focus(start + written.length);
  };

  const set = (index: number, digit: string) => {
    const next = [...value];
    next[index] = digit;
    onChange(next);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (value[index]) set(index, '');
        else if (index > 0) {
          set(index - 1, '');
          focus(index - 1);
        }
        return;
      case 'Delete':
        event.preventDefault();
        set(index, '');
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focus(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focus(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focus(0);
        return;
      case 'End':
        event.preventDefault();
        focus(OTP_LENGTH - 1);
        return;
      default:
        if (/^\d$/.test(event.key)) {
          event.preventDefault();
          spread(index, event.key);
        } else if (event.key.length === 1) {
          // Letters and symbols never enter a box.
          event.preventDefault();
        }
    }
  };

  // Keyboards that send no usable key (some on-screen ones) and autofill land here.
  const onInput = (index: number, raw: string) => {
    const digits = onlyDigits(raw);
    const previous = value[index] ?? '';
    const typed = previous && digits.startsWith(previous) ? digits.slice(previous.length) : digits;
    if (typed === '') set(index, '');
    else spread(index, typed);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits) spread(index, digits);
  };

  return (
    <div
      role="group"
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      className="flex justify-center gap-2 sm:gap-2.5"
    >
      {value.map((digit, index) => (
        <input
          // Six fixed positions: the index is the box's identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={formTexts.otpDigit(index + 1, OTP_LENGTH)}
          aria-invalid={props.invalid || undefined}
          autoFocus={props.autoFocus && index === 0}
          disabled={props.disabled}
          value={digit}
          onKeyDown={onKeyDown(index)}
          onChange={(event) => onInput(index, event.target.value)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.target.select()}
          className={clsx(
            'size-11 rounded-lg border bg-raised text-center text-xl font-semibold text-ink caret-accent-strong transition-colors sm:size-12',
            'focus:border-accent-strong focus:outline-none focus-visible:outline-none disabled:opacity-60',
            props.invalid ? 'border-danger/80' : digit ? 'border-overlay' : 'border-line',
          )}
        />
      ))}
    </div>
  );
}
