import { sql } from 'drizzle-orm';
import { milliEpToEp } from '@earshot/domain';
import { queryRows, type Db } from '~/db/client';
import { EARNED_SIDE } from './ledger.repo';

/** A figure for one UTC day (YYYY-MM-DD). */
export interface DayFigure {
  day: string;
  value: number;
}

/** A figure for one UTC hour ("YYYY-MM-DD HH:00"). */
export interface HourFigure {
  hour: string;
  value: number;
}

const HOUR_MS = 3600_000;
/** The hour's name in SQL (to_char) and in JS: "YYYY-MM-DD HH:00", UTC. */
const HOUR_FORMAT = 'YYYY-MM-DD HH24:00';
const hourOf = (at: Date) => `${at.toISOString().slice(0, 13).replace('T', ' ')}:00`;

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
    /**
     * EP paid per UTC hour, the `hours` hours ending with the one `now` is in, oldest first,
     * every hour given (0 when nothing was paid): the earned side, as paidPerDay.
     */
    async paidPerHour(now: Date, hours: number): Promise<HourFigure[]> {
      const last = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
      const since = new Date(last - (hours - 1) * HOUR_MS);
      const rows = await queryRows<{ hour: string; milli_ep: string | number }>(
        db,
        sql`select to_char(created_at at time zone 'UTC', ${HOUR_FORMAT}) as hour,
              sum(amount_milli_ep) as milli_ep
            from ledger_entries
            where ${EARNED_SIDE} and created_at >= ${since}
              and created_at < ${new Date(last + HOUR_MS)}
            group by 1`,
      );
      const paid = new Map(rows.map((row) => [row.hour, milliEpToEp(Number(row.milli_ep))]));
      return Array.from({ length: hours }, (_, i) => {
        const hour = hourOf(new Date(since.getTime() + i * HOUR_MS));
        return { hour, value: paid.get(hour) ?? 0 };
      });
    },
    /** The tracks with the most listening paid since `since`: track ids and credited ms. */
    async topTracks(since: Date, limit: number) {
      const rows = await queryRows<{ track_id: number; credited_ms: string | number }>(
        db,
        // A credit an operator reversed was not earned: its listening leaves the figure.
        sql`select track_id, sum(credited_ms) as credited_ms
            from ledger_entries e
            where kind = 'listening' and track_id is not null and created_at >= ${since}
              and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)
            group by track_id order by 2 desc, 1 limit ${limit}`,
      );
      return rows.map((row) => ({ trackId: row.track_id, creditedMs: Number(row.credited_ms) }));
    },
  };
}

export type LedgerFigures = ReturnType<typeof createLedgerFigures>;
