import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { OperatorService } from './operator.service';

type Overview = Awaited<ReturnType<OperatorService['overview']>>;

/** The overview as GetOverview answers it: moments as timestamps, durations in seconds. */
export function overviewMessage(o: Overview) {
  return {
    ...o,
    jobRuns: o.jobRuns.map((run) => ({
      name: run.name,
      lastStartedAt: timestampFromDate(run.lastStartedAt),
      lastRuns: run.lastRuns.map((r) => ({
        startedAt: timestampFromDate(r.startedAt),
        durationSeconds: r.durationMs / 1000,
        outcome: r.outcome,
        error: r.error ?? '',
      })),
    })),
    instances: o.instances.map((i) => ({
      ...i,
      startedAt: timestampFromDate(i.startedAt),
      lastBeatAt: timestampFromDate(i.lastBeatAt),
    })),
  };
}
