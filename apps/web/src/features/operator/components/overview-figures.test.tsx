import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  GetOverviewResponseSchema,
  HourFigureSchema,
  JobRunSchema,
} from '@earshot/contract/operator/v1/operator';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HourBars } from './hour-bars';
import { formatRunDuration, JobRuns } from './job-runs';
import { LiveHeadline, LiveInstances } from './live-instances';

/** The 48 hours ending with 2026-11-29 13:00 UTC, EP paid in two of them. */
const hours = Array.from({ length: 48 }, (_, i) => {
  const hour = new Date(Date.UTC(2026, 10, 27, 14) + i * 3600_000).toISOString();
  return create(HourFigureSchema, {
    hour: `${hour.slice(0, 10)} ${hour.slice(11, 13)}:00`,
    value: i === 47 ? 4.5 : i === 10 ? 2 : 0,
  });
});

describe('HourBars', () => {
  it('draws a bar for each hour something was paid, on a 48-hour axis labelled every 6 hours', () => {
    const { container } = render(<HourBars title="EP per hour" hours={hours} unit="EP" />);
    const bars = [...container.querySelectorAll('rect')];
    expect(bars.map((bar) => bar.textContent)).toEqual([
      '2026-11-28 00:00: 2 EP',
      '2026-11-29 13:00: 4.5 EP',
    ]);
    // One bar of 48: narrow, and the last hour at the right end.
    expect(Number(bars[1]!.getAttribute('width'))).toBeLessThan(320 / 40);
    expect(Number(bars[1]!.getAttribute('x'))).toBeGreaterThan(Number(bars[0]!.getAttribute('x')));
    const labels = [...container.querySelectorAll('.visx-axis-bottom text')].map(
      (label) => label.textContent,
    );
    expect(labels).toEqual([
      '19:00',
      '01:00',
      '07:00',
      '13:00',
      '19:00',
      '01:00',
      '07:00',
      '13:00',
    ]);
    // The table holds the hours with a figure only.
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Hour (UTC)Value',
      '2026-11-28 00:002.00',
      '2026-11-29 13:004.50',
    ]);
  });

  it('says nothing was paid when every hour is 0', () => {
    render(
      <HourBars title="EP per hour" hours={hours.map((h) => ({ ...h, value: 0 }))} unit="EP" />,
    );
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
  });
});

const moment = (iso: string) => timestampFromDate(new Date(iso));

describe('LiveInstances', () => {
  const overview = create(GetOverviewResponseSchema, {
    liveListeners: 1,
    instance: 'b',
    instanceHeartbeatSeconds: 10,
    instanceStaleBeats: 3,
    instances: [
      {
        id: '5f1c2a9e-aaaa-4bbb-8ccc-000000000000',
        name: '',
        listeners: 4,
        lastBeatAt: moment('2026-11-29T13:00:05Z'),
        startedAt: moment('2026-11-29T08:00:00Z'),
      },
      {
        id: 'b-id',
        name: 'b',
        listeners: 1,
        answering: true,
        lastBeatAt: moment('2026-11-29T13:00:09Z'),
        startedAt: moment('2026-11-29T09:00:00Z'),
      },
    ],
  });

  it('totals the listeners of every instance, and lists each with its own', () => {
    render(<LiveHeadline overview={overview} />);
    expect(screen.getByTestId('live-listeners')).toHaveTextContent(
      '5 listening now on 2 instances',
    );
    render(<LiveInstances overview={overview} />);
    const table = screen.getByRole('region', { name: 'Instances' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) => within(row).getAllByRole('cell'));
    expect(
      cells.map(([name, listeners]) => [
        name?.firstChild?.firstChild?.textContent,
        listeners?.textContent,
      ]),
    ).toEqual([
      ['unnamed (5f1c2a9e)', '4'],
      ['b(this one)', '1'],
    ]);
    expect(cells[1]![0]).toHaveTextContent(/up since \d+ Nov, \d\d:00/);
    expect(table).toHaveTextContent(
      'Each instance reports every 10 s; one silent for 30 s drops out.',
    );
  });

  it('names the one instance as before when it is alone', () => {
    render(<LiveHeadline overview={{ ...overview, instances: [overview.instances[1]!] }} />);
    expect(screen.getByTestId('live-listeners')).toHaveTextContent('1 listening now on b');
  });
});

describe('JobRuns', () => {
  it('shows each job’s last start and its last runs with durations, failures with their error', () => {
    const jobs = [
      create(JobRunSchema, {
        name: 'trending',
        lastStartedAt: moment('2026-11-29T13:00:00Z'),
        lastRuns: [
          { startedAt: moment('2026-11-29T13:00:00Z'), durationSeconds: 0.1234, outcome: 'ok' },
          {
            startedAt: moment('2026-11-29T12:55:00Z'),
            durationSeconds: 2.5,
            outcome: 'failed',
            error: 'statement timeout',
          },
        ],
      }),
      create(JobRunSchema, {
        name: 'housekeeping',
        lastStartedAt: moment('2026-11-29T13:01:00Z'),
        lastRuns: [
          { startedAt: moment('2026-11-29T12:01:00Z'), durationSeconds: 75, outcome: 'ok' },
        ],
      }),
      create(JobRunSchema, { name: 'ranking', lastStartedAt: moment('2026-11-29T13:01:00Z') }),
    ];
    render(<JobRuns jobs={jobs} />);
    const rows = within(screen.getByRole('region', { name: /Background jobs/ })).getAllByRole(
      'row',
    );
    const trending = within(rows[1]!).getAllByRole('listitem');
    expect(trending.map((run) => run.textContent)).toEqual([
      '123 ms',
      'failed · 2.5 s: statement timeout',
    ]);
    expect(trending[1]).toHaveClass('text-danger');
    expect(trending[1]).toHaveAttribute('title', expect.stringContaining('statement timeout'));
    expect(rows[1]).not.toHaveTextContent('running now');
    // Started after its last finished run: under way.
    expect(rows[2]).toHaveTextContent('running now');
    expect(rows[2]).toHaveTextContent('1 min 15 s');
    expect(rows[3]).toHaveTextContent('No finished run yet.');
  });

  it('writes durations under a second in milliseconds', () => {
    expect(formatRunDuration(0.0004)).toBe('0 ms');
    expect(formatRunDuration(0.999)).toBe('999 ms');
    expect(formatRunDuration(1.25)).toBe('1.3 s');
  });
});
