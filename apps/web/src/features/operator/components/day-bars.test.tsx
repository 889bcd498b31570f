import { create } from '@bufbuild/protobuf';
import { DayFigureSchema } from '@earshot/contract/operator/v1/operator';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DayBars, spanOf } from './day-bars';

const day = (date: string, value: number) => create(DayFigureSchema, { day: date, value });

describe('DayBars', () => {
  it('spans thirty days ending on the last day given, across a month', () => {
    const span = spanOf([day('2026-11-29', 3), day('2026-11-02', 1)]);
    expect(span).toHaveLength(30);
    expect(span[0]).toBe('2026-10-31');
    expect(span.at(-1)).toBe('2026-11-29');
  });

  it('draws one bar a day given, each with its exact figure, and the same figures as a table', () => {
    const { container } = render(
      <DayBars title="Sign-ups" days={[day('2026-11-28', 2), day('2026-11-29', 5)]} unit="" />,
    );
    const bars = container.querySelectorAll('rect');
    expect(bars).toHaveLength(2);
    expect([...bars].map((bar) => bar.textContent)).toEqual(['2026-11-28: 2', '2026-11-29: 5']);
    // One busy day is one bar of thirty, not the chart's whole width.
    const widths = [...bars].map((bar) => Number(bar.getAttribute('width')));
    expect(widths[0]).toBeLessThan(320 / 25);
    expect(screen.getByRole('cell', { name: '5.00' })).toBeInTheDocument();
  });
});
