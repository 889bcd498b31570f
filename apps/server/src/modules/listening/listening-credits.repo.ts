import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '~/db/client';

/** A run of one session's unpaid credits: settlements `first`..`last`. */
export interface UnpaidBatch {
  userId: string;
  sessionId: string;
  trackId: number;
  first: number;
  last: number;
  creditedMs: number;
}

/** SQL over credited listening waiting to be paid in EP (the rewards processor reads it). */
export const listeningCreditsRepo = {
  /**
   * Locks up to `limit` unpaid credits and answers them grouped per session. Rows another
   * transaction holds are skipped, not waited for.
   */
  async lockUnpaid(tx: Tx, limit: number): Promise<UnpaidBatch[]> {
    const rows = await queryRows<{
      user_id: string;
      session_id: string;
      track_id: number;
      first: number;
      last: number;
      credited_ms: string | number;
    }>(
      tx,
      sql`
        with unpaid as (
          select c.session_id, c.settlement, c.user_id, c.credited_ms
          from listening_credits c
          where c.ledger_entry_id is null
          order by c.session_id, c.settlement
          limit ${limit}
          for update skip locked
        )
        select u.user_id, u.session_id, s.track_id, min(u.settlement)::int as first,
          max(u.settlement)::int as last, sum(u.credited_ms) as credited_ms
        from unpaid u join listening_sessions s on s.id = u.session_id
        group by u.user_id, u.session_id, s.track_id`,
    );
    return rows.map((row) => ({
      userId: row.user_id,
      sessionId: row.session_id,
      trackId: row.track_id,
      first: row.first,
      last: row.last,
      creditedMs: Number(row.credited_ms),
    }));
  },

  /** Marks a batch's credits as paid by a ledger entry. */
  async markPaid(tx: Tx, batch: UnpaidBatch, ledgerEntryId: number): Promise<void> {
    await tx.execute(sql`
      update listening_credits set ledger_entry_id = ${ledgerEntryId}
      where session_id = ${batch.sessionId}
        and settlement between ${batch.first} and ${batch.last}
        and ledger_entry_id is null`);
  },
};
