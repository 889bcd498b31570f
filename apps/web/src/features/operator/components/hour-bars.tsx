import type { HourFigure } from '@earshot/contract/operator/v1/operator';
import { operatorTexts as t } from '../texts';
import { BarChart } from './bar-chart';

/** A label every this many hours: 48 would overlap. */
const LABEL_EVERY = 6;

/**
 * A figure per UTC hour ("YYYY-MM-DD HH:00"), every hour the server gave (zeros too), oldest
 * first: labelled by the hour of the day, the last hour always.
 */
export function HourBars(props: { title: string; hours: HourFigure[]; unit: string }) {
  const span = props.hours.map((h) => h.hour);
  return (
    <BarChart
      title={props.title}
      points={props.hours.map((h) => ({ key: h.hour, value: h.value }))}
      span={span}
      labelled={span.filter((_, i) => (span.length - 1 - i) % LABEL_EVERY === 0)}
      label={(hour) => hour.slice(11)}
      unit={props.unit}
      keyLabel={t.overview.hour}
    />
  );
}
