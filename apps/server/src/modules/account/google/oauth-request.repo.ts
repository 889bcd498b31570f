import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { deleteExpired } from '~/db/expired';
import { oauthRequests } from '~/db/schema';

/** An OIDC sign-in under way, as stored (found by the hash of its state). */
export type OAuthRequestRow = typeof oauthRequests.$inferSelect;

/** SQL over OIDC sign-ins under way. */
export function createOAuthRequestRepo(db: Db) {
  return {
    async insert(row: OAuthRequestRow): Promise<void> {
      // Abandoned sign-ins go as new ones arrive; the table stays small.
      await db.delete(oauthRequests).where(lte(oauthRequests.expiresAt, row.createdAt));
      await db.insert(oauthRequests).values(row);
    },

    /** Takes a live request out (single use); nothing when absent or expired. */
    async take(stateHash: string, now: Date): Promise<OAuthRequestRow | undefined> {
      const [row] = await db
        .delete(oauthRequests)
        .where(and(eq(oauthRequests.stateHash, stateHash), gt(oauthRequests.expiresAt, now)))
        .returning();
      return row;
    },

    /** Deletes the requests expired by `now`; answers how many went. */
    deleteExpired: (now: Date): Promise<number> =>
      deleteExpired(db, oauthRequests, oauthRequests.expiresAt, now),
  };
}

/** The OIDC request repository's shape. */
export type OAuthRequestRepo = ReturnType<typeof createOAuthRequestRepo>;
