import type { Latency } from '../lib/latency';
import type { LoadAverage } from '../lib/loadavg';
import { markdownTable } from '../lib/markdown-table';
import { provenance, type Provenance } from '../lib/provenance';
import { replaceSection, resultLink, runLine } from '../lib/readme';
import { writeRecord } from '../lib/record';
import { outcome, verdictTable, type Verdict } from '../lib/verdict';
import type { Check } from './checks';
import type { SoakSettings } from './run';
import type { ServerSample } from './server';

/** The server at the end of one simulated hour, and the sockets the farm held then. */
export interface HourSample extends ServerSample {
  hour: number;
  farmSockets: number;
  /** Transactions PostgreSQL committed per real second over the hour. */
  statementsPerSecond: number;
}

export interface SoakJudgement {
  valid: boolean;
  pass: boolean;
  verdicts: Verdict[];
}

export interface SoakRecord extends Provenance {
  benchmark: 'soak';
  settings: SoakSettings;
  seeded: { users: number; tracks: number };
  loadAverage: LoadAverage;
  samples: HourSample[];
  farm: { counts: Record<string, number>; ackMs: Latency; problems: string[] };
  figures: Record<string, number>;
  /** The server's warnings and errors, by message. */
  logged: { byMessage: Record<string, number>; first: string[] };
  checks: Check[];
  judgement: SoakJudgement;
}

/** Allowed growth after the first simulated hour (allocator and pool noise, not a leak). */
const LIMITS = { heapMb: 8, rssShare: 0.15, fds: 3, handles: 10 };

/** The median of the last three hours against the first hour: growth without one-off peaks. */
function growth(samples: HourSample[], of: (s: HourSample) => number): number {
  const first = samples[0];
  if (!first) return 0;
  const last = samples
    .slice(-3)
    .map(of)
    .sort((a, b) => a - b);
  return Math.round(((last[Math.floor(last.length / 2)] ?? 0) - of(first)) * 10) / 10;
}

/** Non-socket fds; handles beyond one per socket (timers, the server's own handles). */
const filesOf = (s: HourSample) => s.fds - s.socketFds;
const handlesOf = (s: HourSample) => s.handles - s.socketFds;

/**
 * The server must keep up for the simulated clock to mean anything: it credits by when it
 * handles a heartbeat, and a heartbeat answered later than the next is due (one interval,
 * 15 s) queues behind it and brings silence near. A heartbeat's answer p99 above one interval
 * of simulated time makes the run invalid.
 */
const MAX_LAG_SIM_MS = 15_000;

export function judge(
  samples: HourSample[],
  checks: Check[],
  paidUp: boolean,
  ackP99SimMs: number,
): SoakJudgement {
  const heap = growth(samples, (s) => s.heapUsedMb);
  const rss = growth(samples, (s) => s.rssMb);
  const rssFirst = samples[0]?.rssMb ?? 0;
  const files = growth(samples, filesOf);
  const handles = growth(samples, handlesOf);
  const verdicts: Verdict[] = [
    ...checks.map((c) => ({
      target: c.name,
      required: '0 failures',
      measured: `${c.failures} of ${c.cases.toLocaleString('en-US')}`,
      pass: c.failures === 0,
    })),
    {
      target: 'Heap after GC, growth after hour 1',
      required: `≤ ${LIMITS.heapMb} MB`,
      measured: `${heap} MB`,
      pass: heap <= LIMITS.heapMb,
    },
    {
      target: 'RSS, growth after hour 1',
      required: `≤ ${LIMITS.rssShare * 100} %`,
      measured: `${rss} MB (${rssFirst} MB at hour 1)`,
      pass: rss <= rssFirst * LIMITS.rssShare,
    },
    {
      target: 'Open fds other than sockets, growth after hour 1',
      required: `≤ ${LIMITS.fds}`,
      measured: String(files),
      pass: files <= LIMITS.fds,
    },
    {
      target: 'Active handles beyond one per socket, growth after hour 1',
      required: `≤ ${LIMITS.handles}`,
      measured: String(handles),
      pass: handles <= LIMITS.handles,
    },
  ];
  verdicts.unshift({
    target: 'The server keeps up: heartbeat answer p99, simulated time',
    required: `≤ ${MAX_LAG_SIM_MS / 1000} s`,
    measured: `${Math.round(ackP99SimMs / 100) / 10} s`,
    pass: ackP99SimMs <= MAX_LAG_SIM_MS,
  });
  const valid = paidUp && samples.length > 0 && ackP99SimMs <= MAX_LAG_SIM_MS;
  return { valid, pass: valid && verdicts.every((v) => v.pass), verdicts };
}

function readmeLines(record: SoakRecord, file: string): string[] {
  const s = record.settings;
  const hours = markdownTable(
    ['Hour', 'RSS MB', 'Heap after GC MB', 'fds (sockets)', 'Handles', 'Farm sockets', 'Commits/s'],
    ['right', 'right', 'right', 'right', 'right', 'right', 'right'],
    record.samples
      .filter((x) => x.hour === 1 || x.hour % Math.max(1, Math.round(s.hours / 8)) === 0)
      .map((x) => [
        String(x.hour),
        String(x.rssMb),
        String(x.heapUsedMb),
        `${x.fds} (${x.socketFds})`,
        String(x.handles),
        String(x.farmSockets),
        String(x.statementsPerSecond),
      ]),
  );
  const c = record.farm.counts;
  const n = (key: string) => (c[key] ?? 0).toLocaleString('en-US');
  const f = record.figures;
  return [
    `${runLine(record)} ${s.listeners.toLocaleString('en-US')} listeners (${Math.round(s.heavyShare * 100)} % sitting through the day), ${s.hours} simulated hours from ${String(s.startHourUtc).padStart(2, '0')}:00 UTC at ${s.speed}× (${Math.round((s.hours * 3600) / s.speed / 60)} min), processor every ${s.processSeconds} s real; load average ${record.loadAverage.min}–${record.loadAverage.max}. Outcome: ${outcome(record.judgement)}. Record: ${resultLink(file)}.`,
    '',
    ...verdictTable(record.judgement.verdicts),
    '',
    `What happened: ${n('planned change')} track changes, ${n('planned pause')} pauses, ${n('planned drop')} dropped connections, ${n('planned second tab')} second tabs, ${n('planned leave')} sittings ended; ${n('heartbeat acked')} heartbeats acknowledged (answer p50 ${record.farm.ackMs.p50} ms, p99 ${record.farm.ackMs.p99} ms, max ${record.farm.ackMs.max} ms real: ${Math.round((record.farm.ackMs.p99 * s.speed) / 100) / 10} s simulated at p99); ${(f.sessions ?? 0).toLocaleString('en-US')} sessions, ${(f.ledgerEntries ?? 0).toLocaleString('en-US')} ledger entries; ${f.creditedHours} h credited of ${f.listenedHours} h listened; ${f.cappedDays} account-days at the cap; ${f.leftActive} sessions left \`active\` in the database by tabs that closed while playing; ${n('silenced while playing')} silence pauses of a playing listener, ${n('heartbeat answered idle')} heartbeats answered idle.`,
    '',
    ...hours,
  ];
}

/** Writes the record and the README section; returns the record's path. */
export function recordRun(
  figures: Omit<SoakRecord, 'benchmark' | keyof Provenance> & { postgres: string },
): string {
  const { postgres, ...rest } = figures;
  const record: SoakRecord = { benchmark: 'soak', ...provenance(postgres), ...rest };
  const file = writeRecord('soak', record);
  replaceSection('soak', readmeLines(record, file));
  return file;
}
