import { markdownTable } from '../lib/markdown-table';
import { disturbedNote, pct, replaceSection, resultLink, runLine } from '../lib/readme';
import { outcome, verdictTable } from '../lib/verdict';
import type { CatalogRecord } from './record';
import { ROUTE_LABEL, type Measurement } from './routes';

const otherShare = (m: { cpu?: { other: number; capacity: number } }) =>
  m.cpu ? m.cpu.other / m.cpu.capacity : 0;
const ratio = (value: number, ceiling: number | undefined) =>
  ceiling ? `${((value / ceiling) * 100).toFixed(1)}%` : '';
const RIGHT = (n: number) => Array<'right'>(n).fill('right');

function rpcTable(record: CatalogRecord): string[] {
  const bare = (m: Measurement) =>
    record.measurements.find((b) => b.server === 'bare' && b.route === m.route);
  const rows = record.measurements.map((m) => {
    const { p50, p95, p99 } = m.latencyMs;
    const cpu = m.cpuUsPerRequest;
    return [ROUTE_LABEL[m.route], m.server, String(m.requestsPerSec)]
      .concat(ratio(m.requestsPerSec, bare(m)?.requestsPerSec))
      .concat([p50, p95, p99, m.bad].map(String))
      .concat([String(cpu?.server ?? '?'), String(cpu?.postgres ?? '?')])
      .concat(m.cpu ? pct(otherShare(m)) : '?');
  });
  const header = ['Route', 'Server', 'req/s', 'vs bare', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'];
  header.push('server CPU µs/req', 'PostgreSQL CPU µs/req', 'other load');
  return markdownTable(header, ['left', 'left', ...RIGHT(9)], rows);
}

function audioTable(record: CatalogRecord): string[] {
  const bare = record.audio.find((a) => a.server === 'bare');
  const rows = record.audio.map((a) => [
    a.server,
    String(a.megabytesPerSec),
    ratio(a.megabytesPerSec, bare?.megabytesPerSec),
    String(a.files),
    String(a.secondsPerFile.mean),
    String(a.bad),
    String(a.serverCpuMsPerGB ?? '?'),
    a.cpu ? pct(otherShare(a)) : '?',
  ]);
  const header = ['Server', 'MB/s', 'vs bare', 'whole files', 's/file', 'failed'];
  header.push('server CPU ms/GB', 'other load');
  return markdownTable(header, ['left', ...RIGHT(7)], rows);
}

function jobTable(record: CatalogRecord): string[] {
  const job = record.trendingJob;
  const rows = job.periods.map((p) => [`computePeriod('${p.period}')`, String(p.seconds)]);
  rows.push(['whole job (runOnce)', String(job.totalSeconds)]);
  return markdownTable(['Trending job step', 'seconds'], ['left', 'right'], rows);
}

function headerLines(record: CatalogRecord, resultFile: string): string[] {
  const { settings: s, machine, dataset: d, loadAverage: load } = record;
  const busiest = Math.max(
    0,
    ...record.measurements.map(otherShare),
    ...record.audio.map(otherShare),
  );
  const c = d.counts;
  return [
    runLine(record),
    `Node ${record.node}, PostgreSQL ${record.postgres}, autocannon ${record.autocannon};`,
    `${machine.cpus} × ${machine.cpuModel}; RPC rows: ${s.connections} connections, ${s.warmupSeconds} s warm-up + ${s.durationSeconds} s measured, CATALOG_CACHE_MS=${s.catalogCacheMs};`,
    `audio rows: ${s.audio.connections} connections, full GETs of a ${Math.round(record.audioFileBytes / 1048576)} MiB WAV, ${s.audio.rounds} alternating rounds;`,
    `load average (1 min) ${load.min}–${load.max} during the run.`,
    `Data set (${d.databaseMB} MB, built in ${d.buildSeconds} s): ${c.tracks} tracks, ${c.albums} albums, ${c.artists} artists,`,
    `${c.genres} genres, ${c.listens} Listens by ${c.listeners} listeners over ${d.sizes.days} days, ${c.playlists} playlists.`,
    `Record: ${resultLink(resultFile)}. Overall: ${outcome(record.judgement)}.`,
    ...disturbedNote(busiest),
  ];
}

/** The generated section: provenance, figures, and pass/fail per target. */
export function renderLatest(record: CatalogRecord, resultFile: string): string[] {
  return [
    ...headerLines(record, resultFile),
    '',
    ...rpcTable(record),
    '',
    ...audioTable(record),
    '',
    ...jobTable(record),
    '',
    ...verdictTable(record.judgement.verdicts),
  ];
}

/** Replaces the catalogue section of bench/README.md (or appends one). */
export function updateReadme(record: CatalogRecord, resultFile: string) {
  replaceSection('catalog', renderLatest(record, resultFile));
}
