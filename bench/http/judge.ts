import type { Verdict } from '../lib/verdict';
import type { Measurement } from './load';
import { TARGETS } from './settings';

/** The run's judgement: ratios to the bare ceiling, per-target verdicts, and validity. */
export interface Judgement {
  /** earshot req/s divided by bare req/s, per route, in this run. */
  ratios: Record<Measurement['route'], number>;
  verdicts: Verdict[];
  /** False when any response was an error, a timeout, non-2xx or an unexpected body. */
  valid: boolean;
  pass: boolean;
}

function pick(ms: Measurement[], server: string, route: Measurement['route']): Measurement {
  const found = ms.find((m) => m.server === server && m.route === route);
  if (!found) throw new Error(`no measurement for ${server} ${route}`);
  return found;
}

const round = (n: number, digits: number) => Number(n.toFixed(digits));

/** Judges the measurements of 'earshot' against the targets and against 'bare'. */
export function judge(ms: Measurement[]): Judgement {
  const ratio = (route: Measurement['route']) =>
    round(pick(ms, 'earshot', route).requestsPerSec / pick(ms, 'bare', route).requestsPerSec, 3);
  const ratios = { health: ratio('health'), listTracks: ratio('listTracks') };
  const list = pick(ms, 'earshot', 'listTracks');
  // The health route's ratio to bare node:http is recorded, no longer judged: the probe is
  // answered by the framework like every other route (issue 10 §5, ADR 0009).
  const verdicts: Verdict[] = [
    {
      target: 'ListTracks (limit 20) throughput',
      required: `≥ ${TARGETS.listRpsMin} req/s`,
      measured: `${list.requestsPerSec} req/s`,
      pass: list.requestsPerSec >= TARGETS.listRpsMin,
    },
    {
      target: 'ListTracks (limit 20) p99 latency',
      required: `≤ ${TARGETS.listP99MaxMs} ms`,
      measured: `${list.latencyMs.p99} ms`,
      pass: list.latencyMs.p99 <= TARGETS.listP99MaxMs,
    },
  ];
  const valid = ms.every((m) => m.bad === 0);
  return { ratios, verdicts, valid, pass: valid && verdicts.every((v) => v.pass) };
}
