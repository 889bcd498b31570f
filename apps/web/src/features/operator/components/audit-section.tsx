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
const cell = 'py-1.5 pr-3 align-top';

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
        <div className="overflow-x-auto rounded-xl bg-surface p-4 ring-1 ring-line">
          <table aria-label={t.sections.audit} className="w-full min-w-[40rem] text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th className={cell}>{t.audit.at}</th>
                <th className={cell}>{t.audit.actor}</th>
                <th className={cell}>{t.audit.action}</th>
                <th className={cell}>{t.audit.target}</th>
                <th className={cell}>{t.audit.change}</th>
                <th className={cell}>{t.audit.reason}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.entries.map((e) => (
                <tr key={String(e.id)} data-testid="audit-entry" className="border-t border-line">
                  <td className={`${cell} whitespace-nowrap`}>
                    {formatMoment(e.at ? timestampDate(e.at) : undefined)}
                  </td>
                  <td className={cell}>{e.actor}</td>
                  <td className={cell}>{e.action}</td>
                  <td className={cell}>{e.target}</td>
                  <td className={`${cell} font-mono text-xs break-all`}>
                    {e.before} → {e.after}
                  </td>
                  <td className={cell}>{e.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
