import { timestampDate } from '@bufbuild/protobuf/wkt';
import { type LedgerEntry, LedgerKind } from '@earshot/contract/rewards/v1/rewards';
import { clsx } from 'clsx';
import { Section } from '@/components/ui/section';
import { useLedgerPages } from '../api/use-history';
import { PagedList } from '@/components/ui/paged-list';
import { formatMoment } from '@/lib/format-date';
import { formatSeconds } from '@/lib/format-duration';
import { formatAmount } from '../format';
import { ledgerBonusTexts, ledgerBoostTexts } from '../ledger-texts';
import { ledgerKindTexts, rewardsTexts } from '../texts';

/**
 * Why the entry exists, in words: for listening, the session, track, seconds and rate; for a
 * boost, which one it bought or a referral milestone granted (a 0 EP bonus); for a bonus in EP,
 * the welcome bonus or the referral milestone.
 */
function reasonOf(entry: LedgerEntry): string {
  if (entry.boostId) {
    const boost = ledgerBoostTexts.boost(entry.boostMultiplier, entry.boostDurationSeconds);
    return entry.kind === LedgerKind.BOOST ? boost : ledgerBoostTexts.granted(boost);
  }
  if (entry.kind === LedgerKind.BONUS) {
    const friends = entry.milestoneMinReferees;
    return friends
      ? ledgerBonusTexts.milestone(friends)
      : ledgerBonusTexts.reasons[entry.bonusReason];
  }
  if (entry.kind !== LedgerKind.LISTENING) return ledgerKindTexts[entry.kind];
  const title = entry.trackTitle || rewardsTexts.unknownTrack(entry.trackId);
  return rewardsTexts.listened(formatSeconds(entry.creditedSeconds), title, String(entry.rate));
}

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  // A boost that cost nothing says so rather than '+0.00 EP'.
  const free = entry.boostId !== '' && entry.amount === 0;
  const kind = ledgerKindTexts[entry.kind];
  const reason = reasonOf(entry);
  return (
    <article className="flex items-start justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-sm font-semibold text-ink">{kind}</p>
        {/* A referral reward or a bonus has no more to say than its kind: said once. */}
        {reason !== kind && <p className="text-sm text-muted">{reason}</p>}
        <p className="text-xs text-faint">
          {formatMoment(entry.createdAt && timestampDate(entry.createdAt))}
          {entry.sessionId && ` · ${rewardsTexts.session(entry.sessionId)}`}
        </p>
      </div>
      <p
        className={clsx(
          'shrink-0 text-sm font-bold tabular-nums',
          entry.amount < 0 ? 'text-danger' : 'text-accent-strong',
        )}
      >
        {free ? ledgerBoostTexts.free : formatAmount(entry.amount)}
      </p>
    </article>
  );
}

/** Every ledger entry, newest first, with its reason. */
export function LedgerSection() {
  const query = useLedgerPages();
  const rows = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Section title={rewardsTexts.ledger}>
      <PagedList
        query={{ ...query, rows }}
        label={rewardsTexts.ledgerList}
        empty={rewardsTexts.ledgerEmpty}
        failed={rewardsTexts.ledgerFailed}
        rowKey={(entry) => entry.entryId}
      >
        {(entry) => <LedgerRow entry={entry} />}
      </PagedList>
    </Section>
  );
}
