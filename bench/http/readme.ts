import { markdownTable } from '../lib/markdown-table';
import { disturbedNote, pct, replaceSection, resultLink, runLine } from '../lib/readme';
import { outcome, verdictTable } from '../lib/verdict';
import type { Measurement, RouteId } from './load';
import type { RunRecord } from './record';

const ROUTE_LABEL: Record<RouteId, string> = {
  health: 'GET /readyz',
  listTracks: 'ListTracks (limit 20)',
};

const otherShare = (m: Measurement) => (m.cpu ? m.cpu.other / m.cpu.capacity : 0);

function figuresTable(record: RunRecord): string[] {
  const bare = (route: RouteId) =>
    record.measurements.find((m) => m.server === 'bare' && m.route === route);
  const rows = record.measurements.map((m) => {
    const ceiling = bare(m.route);
    const ratio = ceiling
      ? `${((m.requestsPerSec / ceiling.requestsPerSec) * 100).toFixed(1)}%`
      : '';
    const { p50, p97_5, p99 } = m.latencyMs;
    const cpu = m.cpuUsPerRequest;
    return [ROUTE_LABEL[m.route], m.server, String(m.requestsPerSec), ratio]
      .concat([p50, p97_5, p99, m.bad].map(String))
      .concat([
        String(cpu?.server ?? '?'),
        String(cpu?.postgres ?? '?'),
        m.cpu ? pct(otherShare(m)) : '?',
      ]);
  });
  const header = ['Route', 'Server', 'req/s', 'vs bare', 'p50 ms', 'p97.5 ms', 'p99 ms', 'failed'];
  header.push('server CPU µs/req', 'PostgreSQL CPU µs/req', 'other load');
  return markdownTable(header, ['left', 'left', ...Array<'right'>(9).fill('right')], rows);
}

function headerLines(record: RunRecord, resultFile: string): string[] {
  const { settings: s, machine, loadAverage: load } = record;
  const busiest = Math.max(0, ...record.measurements.map(otherShare));
  return [
    runLine(record),
    `Node ${record.node}, PostgreSQL ${record.postgres}, autocannon ${record.autocannon};`,
    `${machine.cpus} × ${machine.cpuModel}; ${s.connections} connections, ${s.warmupSeconds} s warm-up + ${s.durationSeconds} s measured per row;`,
    `load average (1 min) ${load.min}–${load.max} during the run.`,
    `Record: ${resultLink(resultFile)}. Overall: ${outcome(record.judgement)}.`,
    ...disturbedNote(busiest),
  ];
}

/** The generated section: provenance, figures, and pass/fail per target. */
export function renderLatest(record: RunRecord, resultFile: string): string[] {
  return [
    ...headerLines(record, resultFile),
    '',
    ...figuresTable(record),
    '',
    ...verdictTable(record.judgement.verdicts),
  ];
}

/** Replaces the generated section of bench/README.md (or appends one). */
export function updateReadme(record: RunRecord, resultFile: string) {
  replaceSection('http', renderLatest(record, resultFile));
}
