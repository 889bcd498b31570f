import { CATALOG_PAGE } from '@earshot/domain';
import { pageOrThrow } from '~/modules/catalog';
import type { SessionHistoryRepo } from './session-history.repo';

interface Row {
  creditedMs: number;
  endReason: string | null;
  status: string;
  /** Intervals settled: a heartbeat, pause or end while it was active. */
  settlements: number;
  /** The account's credit on the UTC day the session started (null: none that day). */
  dayCreditedMs: number | null;
}

/**
 * Why a session earned nothing, for the EP history (DESIGN: nothing goes unexplained). An
 * interval settled while active credits the time since the last one unless the track or the
 * day's cap has none left, and a session that earned nothing had all its track left: so one
 * that settled intervals for nothing, on a day the account reached the cap, met the cap.
 */
function zeroReason(session: Row, dailyCapMs: number) {
  if (session.creditedMs > 0) return '';
  if (session.endReason === 'superseded') return 'superseded';
  const capped = session.settlements > 0 && (session.dayCreditedMs ?? 0) >= dailyCapMs;
  if (session.endReason === 'daily_cap' || capped) return 'daily_cap';
  if (session.status === 'paused') return 'paused';
  return 'never_played';
}

/** The caller's listening sessions, a page at a time, each with why it earned nothing. */
export function createSessionHistory(deps: {
  sessions: SessionHistoryRepo;
  /** The daily cap in force. */
  dailyCapMs: () => number;
}) {
  return {
    async page(userId: string, req: { offset?: number | undefined; limit?: number | undefined }) {
      const page = pageOrThrow(req, CATALOG_PAGE);
      const [rows, total] = await Promise.all([
        deps.sessions.list(userId, page),
        deps.sessions.count(userId),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, zeroReason: zeroReason(row, deps.dailyCapMs()) })),
        total,
      };
    },
  };
}

export type SessionHistory = ReturnType<typeof createSessionHistory>;
