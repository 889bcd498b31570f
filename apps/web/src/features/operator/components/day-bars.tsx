import type { DayFigure } from '@earshot/contract/operator/v1/operator';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { operatorTexts as t } from '../texts';

/** The chart's drawing box; the SVG scales it to the section's width. */
const WIDTH = 320;
const HEIGHT = 120;
const MARGIN = { top: 8, right: 6, bottom: 20, left: 36 };
const tickLabel = { fill: 'currentColor', fontSize: 9 } as const;
/** The days a chart spans, so that one busy day is one bar of thirty, not the whole width. */
const SPAN_DAYS = 30;

/** The SPAN_DAYS days (YYYY-MM-DD) ending on the last of `days`, oldest first. */
export function spanOf(days: DayFigure[]): string[] {
  const last = days.reduce((latest, d) => (d.day > latest ? d.day : latest), days[0]?.day ?? '');
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: SPAN_DAYS }, (_, i) =>
    new Date(end - (SPAN_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The bars of `days` drawn with visx: a scale per axis, four value ticks. */
function Bars({ days, unit }: { days: DayFigure[]; unit: string }) {
  const width = WIDTH;
  const inner = {
    width: Math.max(0, width - MARGIN.left - MARGIN.right),
    height: HEIGHT - MARGIN.top - MARGIN.bottom,
  };
  const span = spanOf(days);
  const x = scaleBand({ domain: span, range: [0, inner.width], padding: 0.2 });
  const most = Math.max(1, ...days.map((d) => d.value));
  const y = scaleLinear({ domain: [0, most], range: [inner.height, 0], nice: true });
  // Counts get whole ticks only: no 0.25 of a sign-up.
  const whole = days.every((d) => Number.isInteger(d.value));
  const ticks = y.ticks(4).filter((tick) => !whole || Number.isInteger(tick));
  return (
    <svg aria-hidden viewBox={`0 0 ${width} ${HEIGHT}`} className="h-auto w-full text-muted">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {days.map((d) => {
          const left = x(d.day);
          if (left === undefined) return null;
          const top = y(d.value);
          return (
            <Bar
              key={d.day}
              x={left}
              y={top}
              width={x.bandwidth()}
              height={Math.max(1, inner.height - top)}
              className="fill-accent-strong"
            >
              <title>{`${d.day}: ${d.value} ${unit}`.trim()}</title>
            </Bar>
          );
        })}
        <AxisLeft
          scale={y}
          tickValues={ticks}
          tickFormat={(value) => String(Number(value))}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={tickLabel}
        />
        <AxisBottom
          top={inner.height}
          scale={x}
          // A label a week: thirty dates would overlap.
          tickValues={span.filter((_, i) => (SPAN_DAYS - 1 - i) % 7 === 0)}
          tickFormat={(day) => day.slice(5)}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={tickLabel}
        />
      </Group>
    </svg>
  );
}

/**
 * A figure per day as a bar chart (visx, loaded with the console's route), with the same
 * figures in a table for screen readers and exact values.
 */
export function DayBars({ title, days, unit }: { title: string; days: DayFigure[]; unit: string }) {
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
          <Bars days={days} unit={unit} />
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
