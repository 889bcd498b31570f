import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { LedgerEntry } from '@earshot/contract/rewards/v1/rewards';
import { clsx } from 'clsx';
import { Section } from '@/components/ui/section';
import { useLedgerPages } from '../api/use-history';
import { PagedList } from '@/components/ui/paged-list';
import { formatMoment } from '@/lib/format-date';
import { amountOf, reasonOf } from '../ledger-reason';
import { ledgerKindTexts, rewardsTexts } from '../texts';

function LedgerRow({ entry }: { entry: LedgerEntry }) {
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
        {amountOf(entry)}
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
