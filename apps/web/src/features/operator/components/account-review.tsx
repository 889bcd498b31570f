import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import type { GetAccountReviewResponse } from '@earshot/contract/operator/v1/operator';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoment } from '@/lib/format-date';
import { operatorTexts as t } from '../texts';
import { type AccountAction, AccountActionForm } from './account-action';
import { AccountFraudParts } from './fraud-flags';

const cell = 'py-1.5 pr-3 align-top';
const at = (ts: Timestamp | undefined) => formatMoment(ts ? timestampDate(ts) : undefined);
const a = t.accounts;

/** One account under review: its figures, its hold, and its sessions, ledger and referees. */
export function AccountReviewView({ review: r }: { review: GetAccountReviewResponse }) {
  const [action, setAction] = useState<AccountAction | null>(null);
  const [done, setDone] = useState('');
  const choose = (next: AccountAction) => {
    setDone('');
    setAction(next);
  };
  const held = r.earningHeldReason !== '';
  return (
    <div className="flex flex-col gap-4" data-testid="account-review">
      <dl className="grid gap-3 rounded-xl bg-surface p-4 text-sm ring-1 ring-line sm:grid-cols-3">
        <Figure label={r.email || r.userId}>
          {r.name} · {r.active ? a.live : a.closed}
        </Figure>
        <Figure label={a.joined}>{at(r.createdAt)}</Figure>
        <Figure label={a.balance}>
          {a.ep(r.balance)} ({a.earned} {a.ep(r.totalEarned)})
        </Figure>
        <Figure label={a.earning}>
          <span data-testid="earning-status">{held ? a.held(r.earningHeldReason) : a.earns}</span>
        </Figure>
      </dl>
      <div className="flex flex-wrap gap-2">
        {held ? (
          <Button onClick={() => choose({ kind: 'release' })}>{a.release}</Button>
        ) : (
          <Button onClick={() => choose({ kind: 'hold' })}>{a.hold}</Button>
        )}
        {r.active && (
          <Button variant="ghost" onClick={() => choose({ kind: 'close' })}>
            {a.close}
          </Button>
        )}
      </div>
      {action && (
        <AccountActionForm
          key={action.kind === 'reverse' ? `reverse-${action.entryId}` : action.kind}
          action={action}
          email={r.email}
          onCancel={() => setAction(null)}
          onDone={(message) => {
            setAction(null);
            setDone(message);
          }}
        />
      )}
      {done && (
        <p role="status" className="text-sm text-ink">
          {done}
        </p>
      )}
      <AccountFraudParts flags={r.flags} addresses={r.addresses} />
      <Table
        title={a.ledger(r.ledgerTotal)}
        shown={a.shown(r.ledger.length, r.ledgerTotal)}
        head={[a.entry, a.at, a.kind, a.amount, a.note, '']}
        rows={r.ledger.map((e) => ({
          key: String(e.entryId),
          cells: [
            `#${e.entryId}`,
            at(e.createdAt),
            e.kind,
            e.amount.toFixed(3),
            [
              e.trackTitle,
              e.reversesEntryId ? a.reverses(e.reversesEntryId) : '',
              e.reversedByEntryId ? a.reversedBy(e.reversedByEntryId) : '',
            ]
              .filter(Boolean)
              .join(' · '),
            // A reversal, a reversed entry and a 0 EP entry have nothing to take back.
            e.reversesEntryId || e.reversedByEntryId || e.amount === 0 ? null : (
              <Button
                variant="ghost"
                aria-label={`${a.reverse} #${e.entryId}`}
                onClick={() => choose({ kind: 'reverse', entryId: e.entryId })}
              >
                {a.reverse}
              </Button>
            ),
          ],
        }))}
      />
      <Table
        title={a.sessions(r.sessionsTotal)}
        shown={a.shown(r.sessions.length, r.sessionsTotal)}
        head={[a.started, a.track, a.state, a.credited]}
        rows={r.sessions.map((s) => ({
          key: s.sessionId,
          cells: [at(s.startedAt), s.trackTitle, s.status, `${s.creditedSeconds} s`],
        }))}
      />
      <Table
        title={a.referees(r.refereesTotal)}
        shown={a.shown(r.referees.length, r.refereesTotal)}
        head={[a.name, a.referred, a.state, a.rewarded]}
        rows={r.referees.map((f) => ({
          key: f.userId,
          cells: [f.name || f.userId, at(f.referredAt), f.status, f.rewarded ? a.yes : a.no],
        }))}
      />
    </div>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

function Table({
  title,
  shown,
  head,
  rows,
}: {
  title: string;
  shown: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <section
      aria-label={title}
      className="overflow-x-auto rounded-xl bg-surface p-4 ring-1 ring-line"
    >
      <h3 className="mb-2 text-sm font-semibold text-ink">
        {title} {shown && <span className="font-normal text-muted">({shown})</span>}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{a.none}</p>
      ) : (
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="text-muted">
            <tr>
              {head.map((h, i) => (
                <th key={i} className={cell}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-line">
                {row.cells.map((c, i) => (
                  <td key={i} className={cell}>
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
