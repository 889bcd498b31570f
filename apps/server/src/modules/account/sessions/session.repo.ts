import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { sessions, users } from '~/db/schema';

/** A live session as read back: whose it is, how it was opened and until when. */
export interface SessionRow {
  userId: string;
  method: 'web2' | 'web3';
  expiresAt: Date;
}

/** SQL over sessions; every token arrives here already hashed. */
export function createSessionRepo(db: Db) {
  return {
    async insert(row: SessionRow & { tokenHash: string; createdAt: Date }): Promise<void> {
      await db.insert(sessions).values(row);
    },

    /** The session of a token hash while unexpired and its user active. */
    async findLive(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
      const [row] = await db
        .select({ userId: sessions.userId, method: sessions.method, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, now),
            eq(users.status, 'active'),
          ),
        );
      return row;
    },

    async delete(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of a user but, optionally, one. */
    async deleteAllOf(userId: string, keepTokenHash?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(
          keepTokenHash
            ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
            : eq(sessions.userId, userId),
        );
    },

    async deleteExpiredOf(userId: string, now: Date): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
    },

    /** Deletes every session expired by `now`; answers how many went. */
    async deleteExpired(now: Date): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, now))
        .returning({ id: sessions.tokenHash });
      return rows.length;
    },
  };
}

/** The session repository's shape. */
export type SessionRepo = ReturnType<typeof createSessionRepo>;
