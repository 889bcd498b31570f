import { clsx } from 'clsx';
import type { TrendingPeriodName } from '@/config/paths';
import { trendingTexts } from '../../texts';
import { periodNames } from '../../trending';

/** Daily / Weekly / Monthly as toggle buttons; the chosen one is pressed. */
export function PeriodSwitch(props: {
  value: TrendingPeriodName;
  onChange: (period: TrendingPeriodName) => void;
}) {
  return (
    <div
      role="group"
      aria-label={trendingTexts.period}
      className="inline-flex rounded-full bg-raised p-1"
    >
      {periodNames.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={props.value === name}
          onClick={() => props.onChange(name)}
          className={clsx(
            'h-8 rounded-full px-4 text-sm font-semibold transition-colors',
            props.value === name ? 'bg-ink text-canvas' : 'text-muted hover:text-ink',
          )}
        >
          {trendingTexts.periods[name]}
        </button>
      ))}
    </div>
  );
}
