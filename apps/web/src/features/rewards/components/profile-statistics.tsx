import { timestampDate } from '@bufbuild/protobuf/wkt';
import { useQuery } from '@connectrpc/connect-query';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { Link } from 'react-router';
import { Section } from '@/components/ui/section';
import { StatusMessage } from '@/components/ui/status-message';
import { epFigureTexts } from '@/config/ep-figures';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/format-date';
import { formatPoints } from '../api/use-balance';
import { formatHoursMinutes, statisticsTexts } from '../profile-texts';

function Figure(props: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-raised p-4 ring-1 ring-line">
      <dt className="text-xs font-medium text-muted">{props.label}</dt>
      <dd className="text-xl font-bold text-ink tabular-nums" data-testid={props.testId}>
        {props.value}
      </dd>
    </div>
  );
}

/**
 * The signed-in user's two EP figures from one answer (Balance: what they can spend; Earned:
 * what ranks them, never lowered by spending; ADR 0030) with a line saying which is which and
 * the way to their history, then the listening statistics (spec 2 §3, §7 getUserPoints,
 * getUserStatistics; a new user reads zeros).
 */
export function ProfileStatistics() {
  const points = useQuery(RewardsService.method.getUserPoints, {});
  const statistics = useQuery(RewardsService.method.getUserStatistics, {});
  if (points.isPending || statistics.isPending) {
    return <StatusMessage tone="loading">{statisticsTexts.loading}</StatusMessage>;
  }
  if (points.isError || statistics.isError) {
    return <StatusMessage tone="error">{statisticsTexts.failed}</StatusMessage>;
  }
  const stats = statistics.data;
  const calculated = stats.lastCalculated ? timestampDate(stats.lastCalculated) : undefined;
  return (
    <Section
      title={statisticsTexts.title}
      action={
        <Link
          to={paths.epHistory.getHref()}
          className="text-sm font-semibold text-muted hover:text-ink hover:underline"
        >
          {statisticsTexts.history}
        </Link>
      }
    >
      <dl className="grid grid-cols-2 gap-3">
        <Figure
          label={epFigureTexts.balance}
          value={`${formatPoints(points.data.currentPoints)} EP`}
          testId="ep-balance"
        />
        <Figure
          label={epFigureTexts.earned}
          value={`${formatPoints(points.data.totalEarned)} EP`}
          testId="ep-earned"
        />
      </dl>
      <p className="text-sm text-muted" data-testid="ep-figures-explained">
        {epFigureTexts.explained}
      </p>
      <dl className="grid grid-cols-2 gap-3 @lg:grid-cols-3">
        <Figure
          label={statisticsTexts.listeningTime}
          value={formatHoursMinutes(stats.totalListeningSeconds)}
          testId="listening-time"
        />
        <Figure
          label={statisticsTexts.uniqueSongs}
          value={String(stats.uniqueSongsPlayed)}
          testId="unique-songs"
        />
        <Figure
          label={statisticsTexts.totalPlays}
          value={String(stats.totalPlays)}
          testId="total-plays"
        />
      </dl>
      {calculated && (
        <p className="text-xs text-faint">
          {statisticsTexts.lastCalculated(formatMoment(calculated))}
        </p>
      )}
    </Section>
  );
}
