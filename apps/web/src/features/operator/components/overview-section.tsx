import { StatusMessage } from '@/components/ui/status-message';
import { formatSeconds } from '@/lib/format-duration';
import { useOverview } from '../api/use-operator';
import { operatorTexts as t } from '../texts';
import { DayBars } from './day-bars';
import { FigureTable } from './figure-table';
import { HourBars } from './hour-bars';
import { JobRuns } from './job-runs';
import { LiveHeadline, LiveInstances } from './live-instances';

/** The console's first section: who listens now, what was paid, who signed up, what runs. */
export function OverviewSection() {
  const overview = useOverview();
  if (overview.isPending) return <StatusMessage tone="loading">{t.loading}</StatusMessage>;
  if (overview.isError) return <StatusMessage tone="error">{t.failed}</StatusMessage>;
  const o = overview.data;
  return (
    <div className="flex flex-col gap-4">
      <LiveHeadline overview={o} />
      <div className="grid gap-4 lg:grid-cols-2">
        <HourBars title={t.overview.epPaidPerHour} hours={o.epPaidPerHour} unit="EP" />
        <DayBars title={t.overview.epPaid} days={o.epPaidPerDay} unit="EP" />
        <DayBars title={t.overview.signUps} days={o.signUpsPerDay} unit="" />
        <LiveInstances overview={o} />
      </div>
      <FigureTable
        title={t.overview.topTracks}
        columns={[
          { label: t.overview.track },
          { label: t.overview.artist, muted: true },
          { label: t.overview.listened, figure: true },
        ]}
        rows={o.topTracks.map((track) => ({
          key: track.trackId,
          cells: [track.title, track.artist, formatSeconds(track.creditedSeconds)],
        }))}
      />
      <JobRuns jobs={o.jobRuns} />
    </div>
  );
}
