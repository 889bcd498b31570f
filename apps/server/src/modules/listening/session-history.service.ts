import { CATALOG_PAGE } from '@earshot/domain';
import { pageOrThrow } from '~/modules/catalog';
import type { SessionHistoryRepo } from './session-history.repo';

/** Why a session earned nothing, for the EP history (DESIGN: nothing goes unexplained). */
function zeroReason(session: { creditedMs: number; endReason: string | null; status: string }) {
  if (session.creditedMs > 0) return '';
  if (session.endReason === 'superseded') return 'superseded';
  if (session.endReason === 'daily_cap') return 'daily_cap';
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
      return { rows: rows.map((row) => ({ ...row, zeroReason: zeroReason(row) })), total };
    },
  };
}

export type SessionHistory = ReturnType<typeof createSessionHistory>;
