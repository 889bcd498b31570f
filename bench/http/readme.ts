import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Measurement } from './load';
import { markdownTable } from './markdown-table';
import type { RunRecord } from './record';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const START = '<!-- bench:http:latest:start -->';
const END = '<!-- bench:http:latest:end -->';
const ROUTE_LABEL: Record<Measurement['route'], string> = {
  health: 'GET /healthz',
  listTracks: 'ListTracks (limit 20)',
};
/** Share of the machine used by other processes above which a run is flagged as disturbed. */
const DISTURBED = 0.1;

const otherShare = (m: Measurement) => (m.cpu ? m.cpu.other / m.cpu.capacity : 0);
const pct = (share: number) => `${Math.round(share * 100)}%`;

function figuresTable(record: RunRecord): string[] {
  const bare = (route: Measurement['route']) =>
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
  const { judgement: j, settings: s, machine } = record;
  const dirty = record.uncommitted.length
    ? ` plus uncommitted changes to ${record.uncommitted.length} file(s)`
    : '';
  const outcome = !j.valid
    ? '**INVALID** (some requests failed)'
    : j.pass
      ? '**PASS**'
      : '**FAIL**';
  const file = `results/${path.basename(resultFile)}`;
  const busiest = Math.max(0, ...record.measurements.map(otherShare));
  return [
    `Run of ${record.date.slice(0, 16).replace('T', ' ')} UTC on commit \`${record.commit.slice(0, 7)}\`${dirty};`,
    `Node ${record.node}, PostgreSQL ${record.postgres}, autocannon ${record.autocannon};`,
    `${machine.cpus} × ${machine.cpuModel}; ${s.connections} connections, ${s.warmupSeconds} s warm-up + ${s.durationSeconds} s measured per row.`,
    `Record: [\`${file}\`](${file}). Overall: ${outcome}.`,
    ...(busiest > DISTURBED
      ? [
          '',
          `> **Disturbed run:** other processes used up to ${pct(busiest)} of the machine during a measured`,
          '> window, so req/s and latencies are pessimistic; CPU µs/req hold up better. Rerun on a quiet machine.',
        ]
      : []),
  ];
}

/** The generated section: provenance, figures, and pass/fail per target. */
export function renderLatest(record: RunRecord, resultFile: string): string {
  const verdicts = record.judgement.verdicts.map((v) => [
    v.target,
    v.required,
    v.measured,
    v.pass ? 'pass' : '**fail**',
  ]);
  return [
    START,
    '',
    ...headerLines(record, resultFile),
    '',
    ...figuresTable(record),
    '',
    ...markdownTable(
      ['Target', 'Required', 'Measured', 'Result'],
      ['left', 'left', 'left', 'left'],
      verdicts,
    ),
    '',
    END,
  ].join('\n');
}

/** Replaces the generated section of bench/README.md (or appends one). */
export function updateReadme(record: RunRecord, resultFile: string) {
  const text = readFileSync(readmePath, 'utf8');
  const section = renderLatest(record, resultFile);
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + section + text.slice(end + END.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(readmePath, next);
}
