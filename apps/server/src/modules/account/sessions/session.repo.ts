import {
  and,
  eq,
  gt,
  lte,
  ne,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '~/db/client';
import { deleteExpired } from '~/db/expired';
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

/**
 * The sign-ins of token hashes (one array parameter, so the statement's text is the same for any
 * number) while unexpired and their users active (sessions joined to users).
 */
const liveSignIns = (tokenHashes: SQLWrapper, now: Date | Placeholder) =>
  and(
    sql`${sessions.tokenHash} = any(${tokenHashes}::text[])`,
    gt(sessions.expiresAt, now),
    eq(users.status, 'active'),
  );

const sessionColumns = {
  userId: sessions.userId,
  method: sessions.method,
  expiresAt: sessions.expiresAt,
};

/** Rows keyed by token hash, answered in the order of `tokenHashes` (undefined: none). */
function inOrderOf<R extends { tokenHash: string }>(tokenHashes: readonly string[], rows: R[]) {
  const byHash = new Map(rows.map(({ tokenHash, ...row }) => [tokenHash, row] as const));
  return tokenHashes.map((hash) => byHash.get(hash));
}

/** SQL over sessions; every token arrives here already hashed. */
export function createSessionRepo(db: Db) {
  // Every signed-in call asks this: prepared, so PostgreSQL parses and plans it once a connection.
  const live = db
    .select({ ...sessionColumns, tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSignIns(sql.placeholder('tokenHashes'), sql.placeholder('now')))
    .prepare('sessions_find_live');
  return {
    async insert(row: SessionRow & { tokenHash: string; createdAt: Date }): Promise<void> {
      await db.insert(sessions).values(row);
    },

    /**
     * The sessions of token hashes while unexpired and their users active, in one statement
     * (the listening socket looks up sign-ins that arrive together at once); one answer per
     * hash, in order.
     */
    async findLive(tokenHashes: readonly string[], now: Date): Promise<(SessionRow | undefined)[]> {
      if (tokenHashes.length === 0) return [];
      const rows = await live.execute({ tokenHashes: [...tokenHashes], now });
      return inOrderOf(tokenHashes, rows);
    },

    /** As findLive, with the row `alongside` reads for each account (null if none). */
    async findLiveAlong<T extends PgTable>(
      tokenHashes: readonly string[],
      now: Date,
      alongside: Alongside<T>,
    ): Promise<((SessionRow & { along: T['$inferSelect'] | null }) | undefined)[]> {
      if (tokenHashes.length === 0) return [];
      // Widened: drizzle's join types do not resolve over a generic table.
      const table: PgTable = alongside.table;
      const rows = await db
        .select({ ...sessionColumns, tokenHash: sessions.tokenHash, along: table })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(table, alongside.on(sessions.userId))
        .where(liveSignIns(sql.param([...tokenHashes]), now));
      return inOrderOf(tokenHashes, rows);
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
    deleteExpired: (now: Date): Promise<number> =>
      deleteExpired(db, sessions, sessions.expiresAt, now),
  };
}

/** The session repository's shape. */
export type SessionRepo = ReturnType<typeof createSessionRepo>;
