import { inArray } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { users } from '~/db/schema';

/** Accounts by id, live or deleted, in one statement (the operator's fraud review). */
export async function accountsById(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; email: string | null; name: string | null; active: boolean }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, status: users.status })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.map(({ status, ...row }) => ({ ...row, active: status === 'active' }));
}
