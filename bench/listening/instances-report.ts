import { markdownTable } from '../lib/markdown-table';
import { replaceSection, resultLink, runLine } from '../lib/readme';
import { outcome, verdictTable } from '../lib/verdict';
import type { FarmResult } from './farm';
import type { Measurement } from './measure';
import type { Recorded } from './report';

const problemsOf = (f: FarmResult) => f.errors + f.closes + f.unexpected + f.unanswered;
const round = (n: number) => Math.round(n * 10) / 10;

/** A row of the per-instance table: one instance's clients and process, or the total. */
function row(server: string, instance: string, farm: FarmResult, process: string[]): string[] {
  return [
    server,
    instance,
    `${farm.established}/${farm.clients}`,
    `${farm.measuredAcked}/${farm.measuredSent}`,
    String(farm.resets),
    String(farm.refused),
    String(problemsOf(farm)),
    `${farm.ackMs.p50} / ${farm.ackMs.p99} / ${farm.ackMs.max}`,
    ...process,
  ];
}

function rows(m: Measurement): string[][] {
  const instances = m.instances ?? [];
  const rssSum = round(instances.reduce((mb, i) => mb + i.rssMb.steadyMax, 0));
  return [
    ...instances.map((i) =>
      row(m.server, i.instance, i.farm, [
        String(i.eventLoopDelayMs.p99),
        String(i.rssMb.steadyMax),
        String(i.cpu?.server ?? '–'),
      ]),
    ),
    row(m.server, '**total**', m.farm, [
      `${m.eventLoopDelayMs.p99} (worst)`,
      `${rssSum} (sum)`,
      String(m.cpu?.server ?? '–'),
    ]),
  ];
}

/**
 * Rewrites the `bench:listening-instances:latest` section of bench/README.md: the last run with
 * several instances behind nginx, per instance and in total, next to its echo ceiling.
 */
export function updateInstancesReadme(runs: Recorded[]) {
  const { record, file } = runs.at(-1)!;
  const { settings: s, judgement: j, loadAverage: load } = record;
  const [bare, earshot] = record.measurements as [Measurement, Measurement];
  const nginxLine = (m: Measurement) =>
    m.nginx
      ? `- nginx in front of ${m.server}: ${m.nginx.workers} workers, RSS ${m.nginx.rssMb.steadyMax} MB at most (${m.nginx.rssMb.beforeRamp} before the ramp), busiest worker ${m.nginx.workerFilesMax} open files, ${m.nginx.errors.length} error line(s).`
      : '';
  replaceSection('listening-instances', [
    ...(runs.length > 1
      ? [`${runs.length} runs: ${runs.map((r) => resultLink(r.file)).join(', ')}; the last:`, '']
      : []),
    `${runLine(record)} Node ${record.node}, PostgreSQL ${record.postgres};`,
    `${record.machine.cpus} × ${record.machine.cpuModel.split(' ').slice(0, 2).join(' ')}; ${s.clients} clients over ${s.instances} instances behind nginx`,
    `(${s.nginx?.workers} workers, ${s.nginx?.ports} port(s), ${s.nginx?.filesPerWorker} files a worker), heartbeat every ${s.intervalMs / 1000} s,`,
    `${s.warmupRounds} warm-up + ${s.rounds} measured round(s), ${s.farms} farm process(es); load average (1 min) ${load.min}–${load.max}. Outcome: ${outcome(j)}.`,
    '',
    ...verdictTable(j.verdicts),
    '',
    ...markdownTable(
      [
        'Server',
        'Instance',
        'Connected',
        'Acked (measured)',
        'Resets',
        'Refused',
        'Errors/closes',
        'Ack p50 / p99 / max (ms)',
        'Loop p99 (ms)',
        'RSS max (MB)',
        'CPU (% of a core)',
      ],
      [
        'left',
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
      ],
      [...rows(bare), ...rows(earshot)],
    ),
    '',
    nginxLine(bare),
    nginxLine(earshot),
    `- PostgreSQL under earshot: ${earshot.database.commits} commits a second, ${earshot.cpu?.postgres ?? '–'} % of a core; everything else on the machine ${earshot.cpu?.other ?? '–'} %.`,
    '',
    `Ratios earshot ÷ bare \`ws\` echo: RSS ${j.ratios.rss}×, ack p99 ${j.ratios.ackP99}×, raw loop-delay p99 ${j.ratios.eventLoopP99}× (worst instance each).`,
    `Record: ${resultLink(file)}.`,
  ]);
}
