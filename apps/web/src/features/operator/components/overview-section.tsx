import { timestampDate } from '@bufbuild/protobuf/wkt';
import { StatusMessage } from '@/components/ui/status-message';
import { formatMoment } from '@/lib/format-date';
import { formatSeconds } from '@/lib/format-duration';
import { useOverview } from '../api/use-operator';
import { operatorTexts as t } from '../texts';
import { DayBars } from './day-bars';

const cell = 'py-1.5 pr-3';

/** The console's first section: who listens now, what was paid, who signed up, what runs. */
export function OverviewSection() {
  const overview = useOverview();
  if (overview.isPending) return <StatusMessage tone="loading">{t.loading}</StatusMessage>;
  if (overview.isError) return <StatusMessage tone="error">{t.failed}</StatusMessage>;
  const o = overview.data;
  return (
    <div className="flex flex-col gap-4">
      <p data-testid="live-listeners" className="text-lg font-semibold text-ink">
        {t.overview.live(o.liveListeners, o.instance)}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <DayBars title={t.overview.epPaid} days={o.epPaidPerDay} unit="EP" />
        <DayBars title={t.overview.signUps} days={o.signUpsPerDay} unit="" />
      </div>
      <section
        aria-label={t.overview.topTracks}
        className="overflow-x-auto rounded-xl bg-surface p-4 ring-1 ring-line"
      >
        <h3 className="mb-2 text-sm font-semibold text-ink">{t.overview.topTracks}</h3>
        {o.topTracks.length === 0 ? (
          <p className="text-sm text-muted">{t.overview.none}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th className={cell}>{t.overview.track}</th>
                <th className={cell}>{t.overview.artist}</th>
                <th className={`${cell} text-right`}>{t.overview.listened}</th>
              </tr>
            </thead>
            <tbody>
              {o.topTracks.map((track) => (
                <tr key={track.trackId} className="border-t border-line">
                  <td className={cell}>{track.title}</td>
                  <td className={`${cell} text-muted`}>{track.artist}</td>
                  <td className={`${cell} text-right tabular-nums`}>
                    {formatSeconds(track.creditedSeconds)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section
        aria-label={t.overview.jobs}
        className="overflow-x-auto rounded-xl bg-surface p-4 ring-1 ring-line"
      >
        <h3 className="mb-2 text-sm font-semibold text-ink">{t.overview.jobs}</h3>
        {o.jobRuns.length === 0 ? (
          <p className="text-sm text-muted">{t.overview.none}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th className={cell}>{t.overview.job}</th>
                <th className={cell}>{t.overview.lastRun}</th>
              </tr>
            </thead>
            <tbody>
              {o.jobRuns.map((run) => (
                <tr key={run.name} className="border-t border-line">
                  <td className={cell}>{run.name}</td>
                  <td className={cell}>
                    {formatMoment(run.lastStartedAt ? timestampDate(run.lastStartedAt) : undefined)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
