import { sql } from 'drizzle-orm';
import { milliEpToEp } from '@earshot/domain';
import { queryRows, type Db } from '~/db/client';
import { EARNED_SIDE } from './ledger.repo';

/** A figure for one UTC day (YYYY-MM-DD). */
export interface DayFigure {
  day: string;
  value: number;
}

/**
 * The ledger's figures for the operator's overview (ADR 0028): read here, where the ledger is
 * owned, so no other context reads its table.
 */
export function createLedgerFigures(db: Db) {
  return {
    /**
     * EP paid to listeners per UTC day since `since`, oldest first: the ledger's earned side,
     * so a reversal of a credit counts against the day it was made.
     */
    async paidPerDay(since: Date): Promise<DayFigure[]> {
      const rows = await queryRows<{ day: string; milli_ep: string | number }>(
        db,
        sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
              sum(amount_milli_ep) as milli_ep
            from ledger_entries
            where ${EARNED_SIDE} and created_at >= ${since}
            group by 1 order by 1`,
      );
      return rows.map((row) => ({ day: row.day, value: milliEpToEp(Number(row.milli_ep)) }));
    },
    /** The tracks with the most listening paid since `since`: track ids and credited ms. */
    async topTracks(since: Date, limit: number) {
      const rows = await queryRows<{ track_id: number; credited_ms: string | number }>(
        db,
        sql`select track_id, sum(credited_ms) as credited_ms
            from ledger_entries
            where kind = 'listening' and track_id is not null and created_at >= ${since}
            group by track_id order by 2 desc, 1 limit ${limit}`,
      );
      return rows.map((row) => ({ trackId: row.track_id, creditedMs: Number(row.credited_ms) }));
    },
  };
}

export type LedgerFigures = ReturnType<typeof createLedgerFigures>;
