import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '~/db/client';

/** Accounts created per UTC day since `since` (deleted ones included: they signed up), oldest first. */
export async function signUpsPerDay(db: Db, since: Date) {
  const rows = await queryRows<{ day: string; n: string | number }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n
        from users where created_at >= ${since} group by 1 order by 1`,
  );
  return rows.map((row) => ({ day: row.day, value: Number(row.n) }));
}
