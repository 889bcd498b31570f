import type { Verdict } from '../lib/verdict';
import type { AudioMeasurement } from './audio';
import type { Prepared } from './prepared';
import type { Measurement, RouteId } from './routes';
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
    getTrack: ratio('getTrack'),
    listTracks: ratio('listTracks'),
    trending: ratio('trending'),
    audio: round(mbps('earshot') / mbps('bare'), 3),
  };
  const get = rpc('earshot', 'getTrack');
  const list = rpc('earshot', 'listTracks');
  const trending = rpc('earshot', 'trending');
  const verdict = (target: string, required: string, measured: string, pass: boolean) => ({
    target,
    required,
    measured,
    pass,
  });
  const verdicts: Verdict[] = [
    verdict(
      'GetTrack throughput',
      `≥ ${TARGETS.getTrackRpsMin} req/s`,
      `${get.requestsPerSec} req/s`,
      get.requestsPerSec >= TARGETS.getTrackRpsMin,
    ),
    verdict(
      'GetTrack p99 latency',
      `≤ ${TARGETS.getTrackP99MaxMs} ms`,
      `${get.latencyMs.p99} ms`,
      get.latencyMs.p99 <= TARGETS.getTrackP99MaxMs,
    ),
    verdict(
      'ListTracks (limit 20) throughput',
      `≥ ${TARGETS.listRpsMin} req/s`,
      `${list.requestsPerSec} req/s`,
      list.requestsPerSec >= TARGETS.listRpsMin,
    ),
    verdict(
      'GetTrendingTracks (daily) p95 latency',
      `≤ ${TARGETS.trendingP95MaxMs} ms`,
      `${trending.latencyMs.p95} ms`,
      trending.latencyMs.p95 <= TARGETS.trendingP95MaxMs,
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
