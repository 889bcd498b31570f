import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Provenance } from './provenance';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));

/** Share of the machine used by other processes above which a run is flagged as disturbed. */
export const DISTURBED = 0.1;

/** A share (0..1) as a whole percentage. */
export const pct = (share: number) => `${Math.round(share * 100)}%`;

/** The markers around a generated section: `<!-- bench:<name>:latest:start|end -->`. */
export const markers = (name: string) => ({
  start: `<!-- bench:${name}:latest:start -->`,
  end: `<!-- bench:${name}:latest:end -->`,
});

/** The link to a result file, relative to bench/README.md. */
export const resultLink = (resultFile: string) => {
  const file = `results/${path.basename(resultFile)}`;
  return `[\`${file}\`](${file})`;
};

/** "Run of <date> UTC on commit <sha> plus uncommitted changes to n file(s);" */
export function runLine(record: Provenance): string {
  const dirty = record.uncommitted.length
    ? ` plus uncommitted changes to ${record.uncommitted.length} file(s)`
    : '';
  return `Run of ${record.date.slice(0, 16).replace('T', ' ')} UTC on commit \`${record.commit.slice(0, 7)}\`${dirty};`;
}

/** The warning shown when other processes used more than DISTURBED of the machine. */
export function disturbedNote(busiest: number): string[] {
  if (busiest <= DISTURBED) return [];
  return [
    '',
    `> **Disturbed run:** other processes used up to ${pct(busiest)} of the machine during a measured`,
    '> window, so req/s and latencies are pessimistic; CPU µs/req hold up better. Rerun on a quiet machine.',
  ];
}

/** Replaces the named generated section of bench/README.md (or appends one). */
export function replaceSection(name: string, lines: string[]) {
  const { start: START, end: END } = markers(name);
  const text = readFileSync(readmePath, 'utf8');
  const section = [START, '', ...lines, '', END].join('\n');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + section + text.slice(end + END.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(readmePath, next);
}
