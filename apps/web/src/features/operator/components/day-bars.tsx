import type { DayFigure } from '@earshot/contract/operator/v1/operator';
import { operatorTexts as t } from '../texts';

/**
 * A figure per day as inline SVG bars, with the same figures in a table for screen readers
 * and exact values (no chart package: a handful of bars needs none).
 */
export function DayBars({ title, days, unit }: { title: string; days: DayFigure[]; unit: string }) {
  const max = Math.max(1, ...days.map((d) => d.value));
  const width = Math.max(days.length, 1) * 12;
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-xl bg-surface p-4 ring-1 ring-line"
    >
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {days.length === 0 ? (
        <p className="text-sm text-muted">{t.overview.none}</p>
      ) : (
        <>
          <svg
            aria-hidden
            viewBox={`0 0 ${width} 60`}
            preserveAspectRatio="none"
            className="h-24 w-full text-accent-strong"
          >
            {days.map((d, i) => {
              const h = Math.max(1, (d.value / max) * 58);
              return (
                <rect
                  key={d.day}
                  x={i * 12 + 1}
                  y={60 - h}
                  width={10}
                  height={h}
                  fill="currentColor"
                >
                  <title>{`${d.day}: ${d.value} ${unit}`}</title>
                </rect>
              );
            })}
          </svg>
          <details className="text-xs text-muted">
            <summary className="cursor-pointer">{t.overview.day}</summary>
            <table className="mt-2 w-full text-left">
              <thead>
                <tr>
                  <th className="font-medium">{t.overview.day}</th>
                  <th className="text-right font-medium">{t.overview.value}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.day}>
                    <td>{d.day}</td>
                    <td className="text-right tabular-nums">{d.value.toFixed(2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
