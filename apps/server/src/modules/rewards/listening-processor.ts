import { milliEpFor } from '@earshot/domain';
import { sql } from 'drizzle-orm';
import type { Clock } from '~/clock';
import { queryRows, type Db } from '~/db/client';
import type { RatesFor } from './rates';

interface Batch {
  user_id: string;
  session_id: string;
  track_id: number;
  first: number;
  last: number;
  credited_ms: string | number;
}

/**
 * Turns unprocessed listening credits into ledger entries at the rate in force: one entry
 * per session and run, keyed `listening:<session>:<first>-<last>` (so a replay inserts
 * nothing), written in the same transaction that marks its credits paid. Rows another
 * instance is processing are skipped, not waited for. Returns how many entries it wrote.
 */
export async function processListening(
  db: Db,
  deps: { clock: Clock; ratesFor: RatesFor },
): Promise<number> {
  return db.transaction(async (tx) => {
    const batches = await queryRows<Batch>(
      tx,
      sql`
        with unpaid as (
          select c.session_id, c.settlement, c.user_id, c.credited_ms
          from listening_credits c
          where c.ledger_entry_id is null
          order by c.session_id, c.settlement
          limit 5000
          for update skip locked
        )
        select u.user_id, u.session_id, s.track_id, min(u.settlement)::int as first,
          max(u.settlement)::int as last, sum(u.credited_ms) as credited_ms
        from unpaid u join listening_sessions s on s.id = u.session_id
        group by u.user_id, u.session_id, s.track_id`,
    );
    let written = 0;
    for (const batch of batches) {
      const creditedMs = Number(batch.credited_ms);
      const rate = (await deps.ratesFor(batch.user_id)).pointRate;
      const key = `listening:${batch.session_id}:${batch.first}-${batch.last}`;
      const [entry] = await queryRows<{ id: number }>(
        tx,
        sql`
          insert into ledger_entries
            (user_id, kind, amount_milli_ep, idempotency_key, session_id, track_id,
             credited_ms, rate, created_at)
          values (${batch.user_id}, 'listening', ${milliEpFor(creditedMs, rate)}, ${key},
            ${batch.session_id}, ${batch.track_id}, ${creditedMs}, ${rate},
            ${deps.clock.now().toISOString()}::timestamptz)
          on conflict (idempotency_key) do nothing
          returning id`,
      );
      const paidBy =
        entry?.id ??
        (
          await queryRows<{ id: number }>(
            tx,
            sql`select id from ledger_entries where idempotency_key = ${key}`,
          )
        )[0]!.id;
      await tx.execute(sql`
        update listening_credits set ledger_entry_id = ${paidBy}
        where session_id = ${batch.session_id}
          and settlement between ${batch.first} and ${batch.last}
          and ledger_entry_id is null`);
      if (entry) written += 1;
    }
    return written;
  });
}
