import type { LoadAverage } from '../lib/loadavg';
import { markdownTable } from '../lib/markdown-table';
import { provenance, type Provenance } from '../lib/provenance';
import { replaceSection, resultLink, runLine } from '../lib/readme';
import { writeRecord as write } from '../lib/record';
import { outcome, verdictTable, type Verdict } from '../lib/verdict';
import { updateInstancesReadme } from './instances-report';
import type { Measurement } from './measure';
import type { Seeded } from './seed';
import type { Settings } from './settings';

export interface Judgement {
  valid: boolean;
  pass: boolean;
  verdicts: Verdict[];
  /** earshot ÷ bare ceiling, same run. */
  ratios: { rss: number; ackP99: number; eventLoopP99: number };
}

export interface ListeningRecord extends Provenance {
  benchmark: 'listening';
  settings: Omit<Settings, 'databaseUrl' | 'nginx'> &
    Partial<Pick<Settings, 'nginx'>> & { logLevel: 'silent' };
  loadAverage: LoadAverage;
  seeded: Seeded;
  measurements: Measurement[];
  judgement: Judgement;
}

const complete = (m: Measurement) =>
  m.farm.established === m.farm.clients &&
  m.farm.started === m.farm.clients &&
  m.farm.errors + m.farm.closes + m.farm.unexpected + m.farm.unanswered === 0 &&
  m.farm.measuredAcked === m.farm.measuredSent;

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : 0);

/**
 * The RSS ceiling for a number of listeners: 400 MB up to the listening issue's 5,000, 800 MB
 * beyond (issue 16's 20,000 per process).
 */
export const rssCeilingMb = (clients: number) => (clients <= 5000 ? 400 : 800);

export function judge(earshot: Measurement, bare: Measurement, settings: Settings): Judgement {
  const expected = settings.clients * settings.rounds;
  // Per process: with several instances each holds its share.
  const rssCeiling = rssCeilingMb(Math.ceil(settings.clients / settings.instances));
  const valid = [earshot, bare].every((m) => complete(m) && m.farm.measuredSent === expected);
  const several = settings.instances > 1;
  const verdicts: Verdict[] = [
    ...(several
      ? [
          {
            target: `Listeners through nginx on ${settings.instances} instances`,
            required: `${settings.clients}, no reset or refusal`,
            measured: `${earshot.farm.established}, ${earshot.farm.resets} reset(s), ${earshot.farm.refused} refused`,
            pass:
              earshot.farm.established === settings.clients &&
              earshot.farm.resets + earshot.farm.refused === 0,
          },
        ]
      : []),
    {
      target: several ? 'Server RSS (steady max, worst instance)' : 'Server RSS (steady max)',
      required: `≤ ${rssCeiling} MB`,
      measured: `${earshot.rssMb.steadyMax} MB`,
      pass: earshot.rssMb.steadyMax <= rssCeiling,
    },
    {
      target: 'Heartbeat → ack p99',
      required: '≤ 50 ms',
      measured: `${earshot.farm.ackMs.p99} ms`,
      pass: earshot.farm.ackMs.p99 <= 50,
    },
    {
      target: several ? 'Event-loop delay p99 (worst instance)' : 'Event-loop delay p99',
      required: '≤ 20 ms',
      measured: `${earshot.eventLoopDelayMs.p99} ms`,
      pass: earshot.eventLoopDelayMs.p99 <= 20,
    },
  ];
  return {
    valid,
    pass: valid && verdicts.every((v) => v.pass),
    verdicts,
    ratios: {
      rss: ratio(earshot.rssMb.steadyMax, bare.rssMb.steadyMax),
      ackP99: ratio(earshot.farm.ackMs.p99, bare.farm.ackMs.p99),
      eventLoopP99: ratio(earshot.eventLoopDelayMs.rawP99, bare.eventLoopDelayMs.rawP99),
    },
  };
}

export function buildRecord(
  settings: Settings,
  postgres: string,
  figures: Pick<ListeningRecord, 'loadAverage' | 'seeded' | 'measurements' | 'judgement'>,
): ListeningRecord {
  const { clients, rampBatch, rampMs, intervalMs, warmupRounds, rounds, runs, farms } = settings;
  const { instances, nginx } = settings;
  return {
    benchmark: 'listening',
    ...provenance(postgres),
    settings: {
      ...{ clients, rampBatch, rampMs, intervalMs, warmupRounds, rounds, runs, farms },
      ...(instances > 1 ? { instances, nginx } : { instances }),
      logLevel: 'silent',
    },
    ...figures,
  };
}

export const writeRecord = (record: ListeningRecord) => write('listening', record);

/** A run's record and the file it was written to. */
export interface Recorded {
  record: ListeningRecord;
  file: string;
}

const problemsOf = (m: Measurement) =>
  m.farm.errors + m.farm.closes + m.farm.unexpected + m.farm.unanswered;

/** One line per run: what the "no listener lost" asks of each of them. */
function runsTable(runs: Recorded[]): string[] {
  return markdownTable(
    [
      'Run (UTC)',
      'Load (1 min)',
      'Bare connected',
      'Earshot connected',
      'Resets',
      'Refused',
      'Problems',
      'Ack p99 (ms)',
      'Loop p99 (ms)',
      'RSS max (MB)',
      'Outcome',
      'Record',
    ],
    [
      'left',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'left',
      'left',
    ],
    runs.map(({ record, file }) => {
      const [bare, earshot] = record.measurements as [Measurement, Measurement];
      return [
        record.date.slice(11, 16),
        `${record.loadAverage.min}–${record.loadAverage.max}`,
        `${bare.farm.established}/${bare.farm.clients}`,
        `${earshot.farm.established}/${earshot.farm.clients}`,
        String(earshot.farm.resets),
        String(earshot.farm.refused),
        String(problemsOf(earshot)),
        String(earshot.farm.ackMs.p99),
        String(earshot.eventLoopDelayMs.p99),
        String(earshot.rssMb.steadyMax),
        outcome(record.judgement),
        resultLink(file),
      ];
    }),
  );
}

/**
 * Rewrites the `bench:listening:latest` section of bench/README.md: every run of this
 * invocation on a line, then the last run in detail.
 */
export function updateReadme(runs: Recorded[]) {
  if (runs.at(-1)!.record.settings.instances > 1) return updateInstancesReadme(runs);
  const { record, file } = runs.at(-1)!;
  const { settings: s, judgement: j, loadAverage: load } = record;
  const series =
    runs.length > 1
      ? [
          `${runs.length} consecutive runs (resets and refused upgrades on earshot; the bare ceiling's problems are in its records):`,
          '',
          ...runsTable(runs),
          '',
          'The last of them in detail:',
          '',
        ]
      : [];
  const rows = record.measurements.map((m) => [
    m.server,
    `${m.farm.established}/${m.farm.clients}`,
    `${m.farm.measuredAcked}/${m.farm.measuredSent}`,
    String(problemsOf(m)),
    String(m.rssMb.steadyMax),
    `${m.farm.ackMs.p50} / ${m.farm.ackMs.p99} / ${m.farm.ackMs.max}`,
    `${m.eventLoopDelayMs.p50} / ${m.eventLoopDelayMs.p99} / ${m.eventLoopDelayMs.max}`,
    `${m.eventLoopDelayMs.rawP99}`,
    m.cpu ? `${m.cpu.server} / ${m.cpu.postgres}` : '–',
    `${m.database.commits}`,
  ]);
  replaceSection('listening', [
    ...series,
    `${runLine(record)} Node ${record.node}, PostgreSQL ${record.postgres};`,
    `${record.machine.cpus} × ${record.machine.cpuModel.split(' ').slice(0, 2).join(' ')}; ${s.clients} clients, heartbeat every ${s.intervalMs / 1000} s,`,
    `${s.warmupRounds} warm-up + ${s.rounds} measured round(s), ${s.farms} farm process(es); load average (1 min) ${load.min}–${load.max}. Outcome: ${outcome(j)}.`,
    '',
    ...verdictTable(j.verdicts),
    '',
    ...markdownTable(
      [
        'Server',
        'Connected',
        'Acked (measured)',
        'Errors/closes',
        'RSS max (MB)',
        'Ack p50 / p99 / max (ms)',
        'Loop delay p50 / p99 / max (ms)',
        'Raw loop p99 (ms)',
        'CPU server / PG (% of a core)',
        'PG commits/s',
      ],
      ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
      rows,
    ),
    '',
    `Ratios earshot ÷ bare \`ws\` echo: RSS ${j.ratios.rss}×, ack p99 ${j.ratios.ackP99}×, raw loop-delay p99 ${j.ratios.eventLoopP99}×.`,
    `Record: ${resultLink(file)}.`,
  ]);
}
