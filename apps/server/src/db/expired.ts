import { lte } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Deletes the rows of `table` whose `expiresAt` is at or before `cutoff`; answers how many went. */
export async function deleteExpired(
  db: Db,
  table: PgTable,
  expiresAt: PgColumn,
  cutoff: Date,
): Promise<number> {
  const rows = await db.delete(table).where(lte(expiresAt, cutoff)).returning({ expiresAt });
  return rows.length;
}
