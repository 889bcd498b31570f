import { timestampDate } from '@bufbuild/protobuf/wkt';
import { useState } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { formatMoment } from '@/lib/format-date';
import { useAuditLog } from '../api/use-operator';
import { operatorTexts as t } from '../texts';

/** Where the server serves the CSV export (checked as the RPCs are). */
const CSV_PATH = '/api/operator/audit.csv';
const ACTIONS = [
  'rule.set',
  'operator.grant',
  'operator.revoke',
  'earning.hold',
  'earning.release',
  'ledger.reverse',
  'account.close',
  'fraud_rule.set',
];
const COLUMNS = ['at', 'actor', 'action', 'target', 'change', 'reason'] as const;
const CELL_STYLE: Partial<Record<(typeof COLUMNS)[number], string>> = {
  at: 'whitespace-nowrap',
  change: 'font-mono text-xs break-all',
};
const cell = 'py-1.5 pr-3 align-top';
/**
 * Below 42rem of room the table stacks: each entry a block, each cell a line led by its
 * column's name (the header row stays for screen readers), so nothing scrolls sideways.
 */
const stacked = {
  table: '@max-2xl:block',
  head: '@max-2xl:sr-only',
  body: '@max-2xl:block',
  row: '@max-2xl:block @max-2xl:py-2 @max-2xl:first:border-t-0',
  cell: '@max-2xl:flex @max-2xl:[overflow-wrap:anywhere] @max-2xl:gap-2 @max-2xl:py-0.5 @max-2xl:before:w-24 @max-2xl:before:shrink-0 @max-2xl:before:font-sans @max-2xl:before:text-sm @max-2xl:before:text-muted @max-2xl:before:content-[attr(data-label)]',
};

/** The audit log, newest first, filtered by action, with its CSV export. */
export function AuditSection() {
  const [action, setAction] = useState('');
  const log = useAuditLog(action);
  const csv = action ? `${CSV_PATH}?${new URLSearchParams({ action }).toString()}` : CSV_PATH;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
          {t.audit.filterAction}
          <select
            className="h-10 rounded-lg border border-line bg-raised px-3 text-sm text-ink"
            value={action}
            onChange={(e) => setAction(e.target.value)}
          >
            <option value="">{t.audit.any}</option>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <a
          href={csv}
          download
          className="inline-flex h-10 items-center rounded-full bg-raised px-4 text-sm font-semibold text-ink hover:bg-overlay"
        >
          {t.audit.export}
        </a>
        {log.data && <span className="text-sm text-muted">{t.audit.total(log.data.total)}</span>}
      </div>
      {log.isPending ? (
        <StatusMessage tone="loading">{t.loading}</StatusMessage>
      ) : log.isError ? (
        <StatusMessage tone="error">{t.failed}</StatusMessage>
      ) : log.data.entries.length === 0 ? (
        <StatusMessage tone="info">{t.audit.empty}</StatusMessage>
      ) : (
        <div className="@container overflow-x-auto rounded-xl bg-surface p-4 ring-1 ring-line">
          <table
            aria-label={t.sections.audit}
            className={`w-full text-left text-sm @2xl:min-w-[40rem] ${stacked.table}`}
          >
            <thead className={`text-muted ${stacked.head}`}>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} className={cell}>
                    {t.audit[c]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={stacked.body}>
              {log.data.entries.map((e) => {
                const values: Record<(typeof COLUMNS)[number], string> = {
                  at: formatMoment(e.at ? timestampDate(e.at) : undefined),
                  actor: e.actor,
                  action: e.action,
                  target: e.target,
                  change: `${e.before} → ${e.after}`,
                  reason: e.reason,
                };
                return (
                  <tr
                    key={String(e.id)}
                    data-testid="audit-entry"
                    className={`border-t border-line ${stacked.row}`}
                  >
                    {COLUMNS.map((c) => (
                      <td
                        key={c}
                        data-label={t.audit[c]}
                        className={`${cell} ${stacked.cell} ${CELL_STYLE[c] ?? ''}`}
                      >
                        {values[c]}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
