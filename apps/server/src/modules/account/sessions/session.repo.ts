import { and, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '~/db/client';
import { sessions, users } from '~/db/schema';

/** A live session as read back: whose it is, how it was opened and until when. */
export interface SessionRow {
  userId: string;
  method: 'web2' | 'web3';
  expiresAt: Date;
}

/**
 * A row another context reads with a sign-in lookup, in the same statement: its table, left
 * joined on the signed-in account (`on` gets the account's id column; it must match one row at
 * most).
 */
export interface Alongside<T extends PgTable> {
  table: T;
  on: (userId: AnyPgColumn) => SQL | undefined;
}

/** The sign-in of a token hash while unexpired and its user active (sessions joined to users). */
const liveSignIn = (tokenHash: string, now: Date) =>
  and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.status, 'active'));

const sessionColumns = {
  userId: sessions.userId,
  method: sessions.method,
  expiresAt: sessions.expiresAt,
};

/** SQL over sessions; every token arrives here already hashed. */
export function createSessionRepo(db: Db) {
  // Every signed-in call asks this: prepared, so PostgreSQL parses and plans it once a connection.
  const live = db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.status, 'active'),
      ),
    )
    .prepare('sessions_find_live');
  return {
    async insert(row: SessionRow & { tokenHash: string; createdAt: Date }): Promise<void> {
      await db.insert(sessions).values(row);
    },

    /** The session of a token hash while unexpired and its user active. */
    async findLive(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
      const [row] = await live.execute({ tokenHash, now });
      return row;
    },

    /** As findLive, with the row `alongside` reads for the account (null if none), in one statement. */
    async findLiveAlong<T extends PgTable>(
      tokenHash: string,
      now: Date,
      alongside: Alongside<T>,
    ): Promise<(SessionRow & { along: T['$inferSelect'] | null }) | undefined> {
      // Widened: drizzle's join types do not resolve over a generic table.
      const table: PgTable = alongside.table;
      const [row] = await db
        .select({ ...sessionColumns, along: table })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(table, alongside.on(sessions.userId))
        .where(liveSignIn(tokenHash, now));
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
