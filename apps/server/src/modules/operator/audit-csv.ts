import type { AuditEntry } from './audit-log';

const HEADER = ['id', 'at', 'actor', 'action', 'target', 'before', 'after', 'reason'];

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break. A field that a
 * spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/** The audit log as CSV text, one line per entry, newest first. */
export async function auditCsv(entries: AsyncIterable<AuditEntry>): Promise<string> {
  const lines = [HEADER.join(',')];
  for await (const e of entries) {
    lines.push(
      [
        String(e.id),
        e.createdAt.toISOString(),
        e.actorLabel,
        e.action,
        e.target,
        json(e.before),
        json(e.after),
        e.reason,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
