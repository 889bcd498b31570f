import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '~/db/client';
import { operators, users } from '~/db/schema';

/** SQL over the operator role (ADR 0028): a row in `operators` per operator. */
export function createOperatorRepo(db: Db) {
  return {
    /** Whether a live account holds the role: a deleted account's row grants nothing. */
    async isOperator(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: operators.userId })
        .from(operators)
        .innerJoin(users, eq(users.id, operators.userId))
        .where(and(eq(operators.userId, userId), eq(users.status, 'active')));
      return Boolean(row);
    },
    /** Grants the role; answers false when the account held it already. */
    async grant(userId: string, on: Db | Tx = db): Promise<boolean> {
      const rows = await on
        .insert(operators)
        .values({ userId })
        .onConflictDoNothing()
        .returning({ id: operators.userId });
      return rows.length > 0;
    },
    /** Takes the role away; answers false when the account did not hold it. */
    async revoke(userId: string, on: Db | Tx = db): Promise<boolean> {
      const rows = await on
        .delete(operators)
        .where(eq(operators.userId, userId))
        .returning({ id: operators.userId });
      return rows.length > 0;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(operators);
      return row?.n ?? 0;
    },
  };
}

export type OperatorRepo = ReturnType<typeof createOperatorRepo>;
