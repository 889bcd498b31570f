import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { operatorTexts as t } from '../texts';

/** One bar: its key on the span (a day, an hour) and its figure. */
export interface BarPoint {
  key: string;
  value: number;
}

/** The chart's drawing box; the SVG scales it to the section's width. */
const WIDTH = 320;
const HEIGHT = 120;
const MARGIN = { top: 8, right: 14, bottom: 20, left: 36 };
const tickLabel = { fill: 'currentColor', fontSize: 9 } as const;

/**
 * The bars of `points` drawn with visx over `span` (every key the axis holds, oldest first, so
 * one busy key is one bar of the span, not the whole width): a scale per axis, four value
 * ticks, a label at each of `labelled`.
 */
function Bars(props: {
  points: BarPoint[];
  span: string[];
  labelled: string[];
  label: (key: string) => string;
  unit: string;
}) {
  const { points, span, unit } = props;
  const inner = {
    width: WIDTH - MARGIN.left - MARGIN.right,
    height: HEIGHT - MARGIN.top - MARGIN.bottom,
  };
  const x = scaleBand({ domain: span, range: [0, inner.width], padding: 0.2 });
  const most = Math.max(1, ...points.map((p) => p.value));
  const y = scaleLinear({ domain: [0, most], range: [inner.height, 0], nice: true });
  // Counts get whole ticks only: no 0.25 of a sign-up.
  const whole = points.every((p) => Number.isInteger(p.value));
  const ticks = y.ticks(4).filter((tick) => !whole || Number.isInteger(tick));
  return (
    <svg aria-hidden viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full text-muted">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {points.map((p) => {
          const left = x(p.key);
          if (left === undefined || p.value === 0) return null;
          const top = y(p.value);
          return (
            <Bar
              key={p.key}
              x={left}
              y={top}
              width={x.bandwidth()}
              height={Math.max(1, inner.height - top)}
              className="fill-accent-strong"
            >
              <title>{`${p.key}: ${p.value} ${unit}`.trim()}</title>
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
          tickValues={props.labelled}
          tickFormat={props.label}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={tickLabel}
        />
      </Group>
    </svg>
  );
}

/**
 * A titled card with a figure per key as a bar chart (visx, loaded with the console's route),
 * and the same figures in a table for screen readers and exact values: the keys with a figure
 * other than 0. 'Nothing yet.' when there is none.
 */
export function BarChart(props: {
  title: string;
  points: BarPoint[];
  span: string[];
  labelled: string[];
  label: (key: string) => string;
  unit: string;
  /** The table's heading of the keys: Day, Hour (UTC). */
  keyLabel: string;
}) {
  const { title, points, keyLabel } = props;
  const shown = points.filter((p) => p.value !== 0);
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-xl bg-surface p-4 ring-1 ring-line"
    >
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {shown.length === 0 ? (
        <p className="text-sm text-muted">{t.overview.none}</p>
      ) : (
        <>
          <Bars {...props} />
          <details className="text-xs text-muted">
            <summary className="cursor-pointer">{t.overview.figures}</summary>
            <table className="mt-2 w-full text-left">
              <thead>
                <tr>
                  <th className="font-medium">{keyLabel}</th>
                  <th className="text-right font-medium">{t.overview.value}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((p) => (
                  <tr key={p.key}>
                    <td>{p.key}</td>
                    <td className="text-right tabular-nums">{p.value.toFixed(2)}</td>
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
