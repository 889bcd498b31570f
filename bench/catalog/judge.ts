import type { Verdict } from '../lib/verdict';
import type { AudioMeasurement } from './audio';
import type { Prepared } from './prepared';
import type { CallId, Measurement, RouteId } from './routes';
import { TARGETS } from './settings';

/** The run's judgement: ratios to the bare ceilings, per-target verdicts, and validity. */
export interface Judgement {
  /** earshot / bare in this run: req/s per RPC route, MB/s for audio. */
  ratios: Record<RouteId | 'audio', number>;
  verdicts: Verdict[];
  /** False when any response failed or differed, or the trending job did not run. */
  valid: boolean;
  pass: boolean;
}

const round = (n: number, digits: number) => Number(n.toFixed(digits));

function pick<T extends { server: string }>(items: T[], server: string, match: (t: T) => boolean) {
  const found = items.find((t) => t.server === server && match(t));
  if (!found) throw new Error(`no measurement for ${server}`);
  return found;
}

/** Judges earshot against the targets, and against the bare servers of the same run. */
export function judge(
  ms: Measurement[],
  audio: AudioMeasurement[],
  job: Prepared['trendingJob'],
): Judgement {
  const rpc = (server: string, route: RouteId) => pick(ms, server, (m) => m.route === route);
  const ratio = (route: RouteId) =>
    round(rpc('earshot', route).requestsPerSec / rpc('bare', route).requestsPerSec, 3);
  const mbps = (server: string) => pick(audio, server, () => true).megabytesPerSec;
  const ratios = {
    ...(Object.fromEntries(ms.map((m) => [m.route, ratio(m.route)])) as Record<RouteId, number>),
    audio: round(mbps('earshot') / mbps('bare'), 3),
  };
  const verdict = (target: string, required: string, measured: string, pass: boolean) => ({
    target,
    required,
    measured,
    pass,
  });
  // Each call as the web makes it (GET) and by POST: both must meet the target.
  const both = (call: CallId, check: (m: Measurement, how: string) => Verdict) =>
    (['GET', 'POST'] as const).map((how) =>
      check(rpc('earshot', how === 'GET' ? call : `${call}Post`), how),
    );
  const verdicts: Verdict[] = [
    ...both('getTrack', (m, how) =>
      verdict(
        `GetTrack throughput (${how})`,
        `≥ ${TARGETS.getTrackRpsMin} req/s`,
        `${m.requestsPerSec} req/s`,
        m.requestsPerSec >= TARGETS.getTrackRpsMin,
      ),
    ),
    ...both('getTrack', (m, how) =>
      verdict(
        `GetTrack p99 latency (${how})`,
        `≤ ${TARGETS.getTrackP99MaxMs} ms`,
        `${m.latencyMs.p99} ms`,
        m.latencyMs.p99 <= TARGETS.getTrackP99MaxMs,
      ),
    ),
    ...both('listTracks', (m, how) =>
      verdict(
        `ListTracks (limit 20) throughput (${how})`,
        `≥ ${TARGETS.listRpsMin} req/s`,
        `${m.requestsPerSec} req/s`,
        m.requestsPerSec >= TARGETS.listRpsMin,
      ),
    ),
    ...both('trending', (m, how) =>
      verdict(
        `GetTrendingTracks (daily) p95 latency (${how})`,
        `≤ ${TARGETS.trendingP95MaxMs} ms`,
        `${m.latencyMs.p95} ms`,
        m.latencyMs.p95 <= TARGETS.trendingP95MaxMs,
      ),
    ),
    verdict(
      'Trending job, 3 periods (no ceiling)',
      `≤ ${TARGETS.trendingJobMaxSeconds} s`,
      `${job.totalSeconds} s`,
      job.totalSeconds <= TARGETS.trendingJobMaxSeconds,
    ),
    verdict(
      'Full-file audio vs bare file stream (MB/s)',
      `≥ ${TARGETS.audioRatioMin * 100}%`,
      `${round(ratios.audio * 100, 1)}%`,
      ratios.audio >= TARGETS.audioRatioMin,
    ),
  ];
  const valid =
    ms.every((m) => m.bad === 0) &&
    audio.every((a) => a.bad === 0 && a.files > 0) &&
    job.periods.length === 3 &&
    job.periods.every((p) => p.done && p.rankedTracks > 0);
  return { ratios, verdicts, valid, pass: valid && verdicts.every((v) => v.pass) };
}
