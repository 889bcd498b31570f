import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '~/db/client';
import { listeningSessions } from '~/db/schema';

/**
 * Ends a deleted account's live listening session inside the deletion's transaction (ADR
 * 0023): it earns no more, and the version bump makes its socket's next write miss. Its
 * credited time, Listens and history stay, as the EP ledger does.
 */
export async function endListeningOf(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(listeningSessions)
    .set({
      status: 'ended',
      endReason: 'ended',
      updatedAt: now,
      version: sql`${listeningSessions.version} + 1`,
    })
    .where(and(eq(listeningSessions.userId, userId), ne(listeningSessions.status, 'ended')));
}
