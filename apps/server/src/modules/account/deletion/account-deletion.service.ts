import { REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import type { Tx } from '~/db/client';
import { AppError } from '~/errors';
import type { AccountDeletionRepo } from './account-deletion.repo';

/**
 * What another context erases of a deleted account, inside the deletion's transaction (the
 * library: playlists and favourites; listening: the live session). Wired in services.ts, so
 * the account context imports none of them.
 */
export type AccountEraser = (tx: Tx, userId: string, now: Date) => Promise<void>;

/**
 * Deleting one's own account (ADR 0023), in one transaction: every eraser runs, then the user
 * row becomes a tombstone and its sessions, identities and codes go. The EP ledger, Listens
 * and listening history stay, still pointing at the tombstone.
 */
export function createAccountDeletionService(deps: {
  repo: AccountDeletionRepo;
  erasers: readonly AccountEraser[];
  clock: Clock;
}) {
  const { repo, erasers, clock } = deps;
  return {
    /**
     * Deletes the account. `record`, when given, runs last in the same transaction: an
     * operator's close writes its audit entry there (ADR 0028), so both commit or neither.
     */
    async deleteAccount(userId: string, record?: AccountEraser): Promise<void> {
      const now = clock.now();
      const deleted = await repo.transaction(async (tx) => {
        // The row is locked first: two deletions at once run one after the other.
        if (!(await repo.tombstone(tx, userId, now))) return false;
        for (const erase of erasers) await erase(tx, userId, now);
        await record?.(tx, userId, now);
        return true;
      });
      if (!deleted) throw new AppError('not_found', REASONS.userNotFound);
    },
  };
}

/** The account deletion service's shape. */
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
