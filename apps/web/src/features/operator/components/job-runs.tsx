import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { JobRun, JobRunRecord } from '@earshot/contract/operator/v1/operator';
import { formatMoment } from '@/lib/format-date';
import { formatSeconds } from '@/lib/format-duration';
import { operatorTexts as t } from '../texts';
import { FigureTable } from './figure-table';
import { shortMoment } from './moments';

/** A run's length: milliseconds under a second, as listening time above. */
export const formatRunDuration = (seconds: number) =>
  seconds < 1 ? `${Math.round(seconds * 1000)} ms` : formatSeconds(seconds);

const millis = (run: JobRunRecord) => (run.startedAt ? timestampDate(run.startedAt).getTime() : 0);

/** One finished run: its length, a failure marked with its error (shown on hover and read out). */
function Run({ run }: { run: JobRunRecord }) {
  const started = formatMoment(run.startedAt ? timestampDate(run.startedAt) : undefined);
  const failed = run.outcome === 'failed';
  return (
    <li
      title={failed ? `${started}: ${run.error}` : started}
      className={
        failed
          ? 'rounded bg-raised px-1.5 py-0.5 font-medium text-danger'
          : 'rounded bg-raised px-1.5 py-0.5'
      }
    >
      {failed ? `${t.overview.failed} · ` : ''}
      {formatRunDuration(run.durationSeconds)}
      {failed && <span className="sr-only">: {run.error}</span>}
    </li>
  );
}

/**
 * The background jobs: each one's last start and its last finished runs, newest first, with
 * their durations and failures. A start later than the last finished run is a run under way.
 */
export function JobRuns({ jobs }: { jobs: JobRun[] }) {
  return (
    <FigureTable
      title={t.overview.jobs}
      columns={[{ label: t.overview.job }, { label: t.overview.lastRuns }]}
      rows={jobs.map((job) => {
        const started = job.lastStartedAt ? timestampDate(job.lastStartedAt) : undefined;
        const running =
          started !== undefined &&
          started.getTime() > (job.lastRuns[0] ? millis(job.lastRuns[0]) : 0);
        return {
          key: job.name,
          cells: [
            <span key="job" className="flex flex-col">
              <span>{job.name}</span>
              <span className="text-xs text-muted">
                {t.overview.lastStart(shortMoment(job.lastStartedAt))}
                {running && ` (${t.overview.running})`}
              </span>
            </span>,
            job.lastRuns.length === 0 ? (
              <span key="runs" className="text-muted">
                {t.overview.noRuns}
              </span>
            ) : (
              <ul key="runs" className="flex flex-wrap gap-1 text-xs tabular-nums">
                {job.lastRuns.map((run) => (
                  <Run key={millis(run)} run={run} />
                ))}
              </ul>
            ),
          ],
        };
      })}
    />
  );
}
