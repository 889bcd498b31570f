import { desc, eq } from 'drizzle-orm';
import type { Page } from '@earshot/domain';
import type { Db } from '~/db/client';
import { listeningSessions, tracks } from '~/db/schema';

/** A caller's listening sessions, newest first, with the track's title. */
export function createSessionHistoryRepo(db: Db) {
  return {
    async list(userId: string, page: Page) {
      return db
        .select({
          id: listeningSessions.id,
          trackId: listeningSessions.trackId,
          trackTitle: tracks.title,
          status: listeningSessions.status,
          startedAt: listeningSessions.startedAt,
          creditedMs: listeningSessions.creditedMs,
          endReason: listeningSessions.endReason,
          capped: listeningSessions.capped,
        })
        .from(listeningSessions)
        .leftJoin(tracks, eq(tracks.id, listeningSessions.trackId))
        .where(eq(listeningSessions.userId, userId))
        .orderBy(desc(listeningSessions.startedAt))
        .limit(page.limit)
        .offset(page.offset);
    },
    async count(userId: string) {
      return db.$count(listeningSessions, eq(listeningSessions.userId, userId));
    },
  };
}

export type SessionHistoryRepo = ReturnType<typeof createSessionHistoryRepo>;
