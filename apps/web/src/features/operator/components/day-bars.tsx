import type { DayFigure } from '@earshot/contract/operator/v1/operator';
import { operatorTexts as t } from '../texts';
import { BarChart } from './bar-chart';

/** The days a chart spans, so that one busy day is one bar of thirty, not the whole width. */
const SPAN_DAYS = 30;

/** The SPAN_DAYS days (YYYY-MM-DD) ending on the last of `days`, oldest first; none for none. */
export function spanOf(days: DayFigure[]): string[] {
  if (days.length === 0) return [];
  const last = days.reduce((latest, d) => (d.day > latest ? d.day : latest), days[0]?.day ?? '');
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: SPAN_DAYS }, (_, i) =>
    new Date(end - (SPAN_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** A figure per UTC day over thirty days, a label a week (thirty dates would overlap). */
export function DayBars({ title, days, unit }: { title: string; days: DayFigure[]; unit: string }) {
  const span = spanOf(days);
  return (
    <BarChart
      title={title}
      points={days.map((d) => ({ key: d.day, value: d.value }))}
      span={span}
      labelled={span.filter((_, i) => (SPAN_DAYS - 1 - i) % 7 === 0)}
      label={(day) => day.slice(5)}
      unit={unit}
      keyLabel={t.overview.day}
    />
  );
}
