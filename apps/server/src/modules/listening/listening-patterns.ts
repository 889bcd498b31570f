import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { dailyListening, listeningSessions } from '~/db/schema';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * What the fraud rules read of listening (ADR 0028): the days an account's credited listening
 * reached the cap, and the sessions another socket took over, per account and UTC day.
 */
export function createListeningPatterns(db: Db) {
  return {
    /** Each account and UTC day since `since` whose credited listening reached `capMs`. */
    daysAtCap(since: Date, capMs: number): Promise<{ userId: string; day: string }[]> {
      return db
        .select({ userId: dailyListening.userId, day: dailyListening.day })
        .from(dailyListening)
        .where(and(gte(dailyListening.day, dayOf(since)), gte(dailyListening.creditedMs, capMs)));
    },

    /** Accounts with at least `min` sessions taken over (`superseded`) on one UTC day. */
    async takeOvers(
      since: Date,
      min: number,
    ): Promise<{ userId: string; day: string; count: number }[]> {
      // An ended session is written last when it ends.
      const day = sql<string>`to_char(${listeningSessions.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({
          userId: listeningSessions.userId,
          day,
          count: sql<number>`count(*)::int`,
        })
        .from(listeningSessions)
        .where(
          and(
            eq(listeningSessions.endReason, 'superseded'),
            gte(listeningSessions.updatedAt, since),
          ),
        )
        .groupBy(listeningSessions.userId, day)
        .having(sql`count(*) >= ${min}`);
    },
  };
}

export type ListeningPatterns = ReturnType<typeof createListeningPatterns>;
