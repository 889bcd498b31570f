import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { ListeningSessionSummary } from '@earshot/contract/listening/v1/listening';
import { CircleSlash } from 'lucide-react';
import { PagedList } from '@/components/ui/paged-list';
import { Section } from '@/components/ui/section';
import { formatMoment } from '@/lib/format-date';
import { formatSeconds } from '@/lib/format-duration';
import { useSessionPages } from '../api/use-session-pages';
import { sessionStateTexts, sessionTexts, zeroReasonTexts } from '../texts';

/** Where the session stands: live (active, paused) or why it ended. */
function stateOf(session: ListeningSessionSummary): string {
  const key = session.status === 'ended' ? session.endReason || 'ended' : session.status;
  return sessionStateTexts[key] ?? key;
}

function SessionRow({ session }: { session: ListeningSessionSummary }) {
  const title = session.trackTitle || sessionTexts.unknownTrack(session.trackId);
  const zero = session.zeroReason !== '';
  return (
    <article className="flex flex-col gap-0.5">
      <div className="flex items-baseline justify-between gap-4">
        <p className="min-w-0 truncate text-sm font-semibold text-ink">{title}</p>
        <p className="shrink-0 text-sm text-muted tabular-nums">
          {zero
            ? sessionTexts.earnedNothing
            : sessionTexts.credited(formatSeconds(session.creditedSeconds))}
        </p>
      </div>
      <p className="text-xs text-faint">
        {formatMoment(session.startedAt && timestampDate(session.startedAt))} ·{' '}
        {sessionTexts.session(session.sessionId)} · {stateOf(session)}
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
    <Section title={sessionTexts.title}>
      <PagedList
        query={{ ...query, rows }}
        label={sessionTexts.list}
        empty={sessionTexts.empty}
        failed={sessionTexts.failed}
        rowKey={(session) => session.sessionId}
      >
        {(session) => <SessionRow session={session} />}
      </PagedList>
    </Section>
  );
}
