import type { CSSProperties } from 'react';
import { clsx } from 'clsx';

/**
 * A native range input styled as a thin bar with a filled part and a round thumb: the
 * browser gives it keyboard control and the slider role for free.
 */
export function Range(props: {
  label: string;
  value: number;
  max: number;
  min?: number;
  step?: number;
  valueText?: string;
  disabled?: boolean;
  onValueChange: (value: number) => void;
  className?: string;
  testId?: string;
}) {
  const { min = 0, max, value } = props;
  const span = max - min;
  const percent = span > 0 ? Math.min(100, Math.max(0, ((value - min) / span) * 100)) : 0;
  const style = { '--fill': `${percent}%` } as CSSProperties;
  return (
    <input
      type="range"
      aria-label={props.label}
      aria-valuetext={props.valueText}
      data-testid={props.testId}
      min={min}
      max={max}
      step={props.step ?? 1}
      value={value}
      disabled={props.disabled}
      onChange={(event) => props.onValueChange(Number(event.currentTarget.value))}
      style={style}
      className={clsx(
        'group h-4 w-full cursor-pointer appearance-none bg-transparent disabled:cursor-default disabled:opacity-50',
        '[&::-webkit-slider-runnable-track]:h-1 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--color-accent-strong)_var(--fill),var(--color-overlay)_var(--fill))]',
        '[&::-webkit-slider-thumb]:-mt-1 [&::-webkit-slider-thumb]:size-3 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:bg-ink [&::-webkit-slider-thumb]:shadow [&::-webkit-slider-thumb]:transition-transform hover:[&::-webkit-slider-thumb]:scale-125',
        '[&::-moz-range-track]:h-1 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-overlay [&::-moz-range-progress]:h-1 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-accent-strong',
        '[&::-moz-range-thumb]:size-3 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-ink',
        props.className,
      )}
    />
  );
}
