import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

/** How many users get a session token the load can use (`bench-token-<n, 12 digits>`). */
export const SIGNED_IN_USERS = 1000;

/**
 * Fills the bench database in SQL: `users` accounts, each with two listening ledger entries
 * over the last 60 days and, for one in ten, a referral reward; sessions for the first
 * SIGNED_IN_USERS (token hash = sha256 of `bench-token-<n as 12 digits>`). Amounts are spread so ties exist.
 * The ledger is loaded with its rank-totals trigger off, then the totals of the windows open now
 * are rebuilt as migration 0013 does: a live server would have pruned the ended ones.
 */
export async function seedLedger(db: Db, users: number) {
  await db.execute(sql`
    insert into users (id, email, status, name, created_at, updated_at)
    select 'c' || lpad(to_hex(n), 24, '0'), 'bench' || n || '@example.com', 'active',
      'Bench ' || n, now() - interval '90 days', now()
    from generate_series(1, ${users}::int) n`);
  await db.execute(sql`alter table ledger_entries disable trigger rank_totals_on_ledger`);
  await db.execute(sql`
    insert into ledger_entries (user_id, kind, amount_milli_ep, idempotency_key, created_at)
    select 'c' || lpad(to_hex(n), 24, '0'), 'listening',
      (((n * 7919 + k * 104729) % 500000) + 1000)::bigint,
      'bench:' || n || ':' || k,
      now() - ((n * 31 + k * 17) % 60) * interval '1 day'
    from generate_series(1, ${users}::bigint) n, generate_series(1::bigint, 2) k`);
  await db.execute(sql`
    insert into ledger_entries (user_id, kind, amount_milli_ep, idempotency_key, created_at)
    select 'c' || lpad(to_hex(n), 24, '0'), 'referral', 100000, 'bench:referral:' || n,
      now() - (n % 30) * interval '1 day'
    from generate_series(1, ${users}::bigint) n where n % 10 = 0`);
  await db.execute(sql`alter table ledger_entries enable trigger rank_totals_on_ledger`);
  await db.execute(sql`select rank_totals_rebuild(now())`);
  await db.execute(sql`
    insert into sessions (token_hash, user_id, method, created_at, expires_at)
    select encode(sha256(convert_to('bench-token-' || lpad(n::text, 12, '0'), 'UTF8')), 'hex'),
      'c' || lpad(to_hex(n), 24, '0'), 'web2', now(), now() + interval '1 day'
    from generate_series(1, least(${users}::int, ${SIGNED_IN_USERS}::int)) n`);
  await db.execute(sql`analyze`);
}
