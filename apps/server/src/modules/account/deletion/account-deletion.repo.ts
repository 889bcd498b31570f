import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '~/db/client';
import { identities, oneTimeCodes, sessions, users, walletProofs } from '~/db/schema';

/** The name a deleted account's tombstone shows wherever its id is still referred to. */
export const DELETED_USER_NAME = 'Deleted user';

/** SQL of deleting an account: its row becomes a tombstone (ADR 0023). */
export function createAccountDeletionRepo(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /**
     * Locks the user's row and turns it into a tombstone: the e-mail freed, the personal
     * fields gone, the name anonymised, status deleted; its identities, sessions, wallet proofs
     * and codes go.
     * Answers false when there is no live account to delete (already deleted, or none).
     */
    async tombstone(tx: Tx, userId: string, now: Date): Promise<boolean> {
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), ne(users.status, 'deleted')))
        .for('update');
      if (!user) return false;
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(identities).where(eq(identities.userId, userId));
      await tx.delete(walletProofs).where(eq(walletProofs.userId, userId));
      if (user.email) await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.email, user.email));
      await tx
        .update(users)
        .set({
          status: 'deleted',
          deletedAt: now,
          updatedAt: now,
          email: null,
          emailVerifiedAt: null,
          name: DELETED_USER_NAME,
          image: null,
          background: null,
          username: null,
        })
        .where(eq(users.id, userId));
      return true;
    },
  };
}

/** The account deletion repository's shape. */
export type AccountDeletionRepo = ReturnType<typeof createAccountDeletionRepo>;
