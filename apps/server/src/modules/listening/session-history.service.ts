import { CATALOG_PAGE } from '@earshot/domain';
import { pageOrThrow } from '~/modules/catalog';
import type { SessionHistoryRepo } from './session-history.repo';

interface Row {
  creditedMs: number;
  endReason: string | null;
  status: string;
  /** Whether the day's cap cut a settled interval short, recorded when it did. */
  capped: boolean;
}

/**
 * Why a session earned nothing, for the EP history (DESIGN: nothing goes unexplained). The cap
 * is read from the session itself, recorded by the settlement it cut: inferred at read time
 * from the day's total and the current setting, a session capped under a lower cap read
 * 'never_played' once the setting was raised (issue 36).
 */
function zeroReason(session: Row) {
  if (session.creditedMs > 0) return '';
  if (session.endReason === 'superseded') return 'superseded';
  if (session.capped) return 'daily_cap';
  // Its page went away before a heartbeat or an `end` settled anything.
  if (session.endReason === 'connection_closed') return 'connection_closed';
  if (session.status === 'paused') return 'paused';
  return 'never_played';
}

/** The caller's listening sessions, a page at a time, each with why it earned nothing. */
export function createSessionHistory(deps: { sessions: SessionHistoryRepo }) {
  return {
    async page(userId: string, req: { offset?: number | undefined; limit?: number | undefined }) {
      const page = pageOrThrow(req, CATALOG_PAGE);
      const [rows, total] = await Promise.all([
        deps.sessions.list(userId, page),
        deps.sessions.count(userId),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, zeroReason: zeroReason(row) })),
        total,
      };
    },
  };
}

export type SessionHistory = ReturnType<typeof createSessionHistory>;
