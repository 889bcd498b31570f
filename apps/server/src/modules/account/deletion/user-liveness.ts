import { and, eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { users } from '~/db/schema';

/**
 * Whether a user id names a live account: one that exists, finished signing up and was not
 * deleted (ADR 0023). For other contexts, e.g. a referral code (a user id) is valid only while
 * its account is live.
 */
export function createUserLiveness(db: Db) {
  return {
    async isLive(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.status, 'active')));
      return Boolean(row);
    },
  };
}

/** The liveness check's shape. */
export type UserLiveness = ReturnType<typeof createUserLiveness>;
