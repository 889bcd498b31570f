import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { ListeningSessionSummary } from '@earshot/contract/rewards/v1/rewards';
import { CircleSlash } from 'lucide-react';
import { Section } from '@/components/ui/section';
import { useSessionPages } from '../api/use-history';
import { formatMoment, formatSeconds } from '../format';
import { rewardsTexts, sessionStateTexts, zeroReasonTexts } from '../texts';
import { PagedList } from './paged-list';

/** Where the session stands: live (active, paused) or why it ended. */
function stateOf(session: ListeningSessionSummary): string {
  const key = session.status === 'ended' ? session.endReason || 'ended' : session.status;
  return sessionStateTexts[key] ?? key;
}

function SessionRow({ session }: { session: ListeningSessionSummary }) {
  const title = session.trackTitle || rewardsTexts.unknownTrack(session.trackId);
  const zero = session.zeroReason !== '';
  return (
    <article className="flex flex-col gap-0.5">
      <div className="flex items-baseline justify-between gap-4">
        <p className="min-w-0 truncate text-sm font-semibold text-ink">{title}</p>
        <p className="shrink-0 text-sm text-muted tabular-nums">
          {zero
            ? rewardsTexts.earnedNothing
            : rewardsTexts.credited(formatSeconds(session.creditedSeconds))}
        </p>
      </div>
      <p className="text-xs text-faint">
        {formatMoment(session.startedAt && timestampDate(session.startedAt))} ·{' '}
        {rewardsTexts.session(session.sessionId)} · {stateOf(session)}
      </p>
      {zero && (
        <p className="flex items-center gap-1.5 text-xs text-amber-200">
          <CircleSlash aria-hidden className="size-3.5 shrink-0" />
          {zeroReasonTexts[session.zeroReason] ?? session.zeroReason}
        </p>
      )}
    </article>
  );
}

/** Every listening session, newest first: what it credited, or why it earned nothing. */
export function SessionsSection() {
  const query = useSessionPages();
  const rows = query.data?.pages.flatMap((page) => page.sessions) ?? [];
  return (
    <Section title={rewardsTexts.sessions}>
      <PagedList
        query={{ ...query, rows }}
        label={rewardsTexts.sessionsList}
        empty={rewardsTexts.sessionsEmpty}
        failed={rewardsTexts.sessionsFailed}
        rowKey={(session) => session.sessionId}
      >
        {(session) => <SessionRow session={session} />}
      </PagedList>
    </Section>
  );
}
