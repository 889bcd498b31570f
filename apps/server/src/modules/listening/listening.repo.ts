import { and, eq, isNull, ne, sql, sum } from 'drizzle-orm';
import type { ListeningSession } from '@earshot/domain';
import type { Db, Tx } from '~/db/client';
import { dailyListening, listeningCredits, listeningSessions, listens } from '~/db/schema';

type Row = typeof listeningSessions.$inferSelect;

const toSession = (row: Row): ListeningSession => ({
  sessionId: row.id,
  trackId: row.trackId,
  trackDurationMs: row.trackDurationMs,
  status: row.status,
  startedAtMs: row.startedAt.getTime(),
  anchorMs: row.anchorAt.getTime(),
  lastHeardMs: row.lastHeardAt.getTime(),
  creditedMs: row.creditedMs,
  settlements: row.settlements,
  ...(row.endReason ? { endReason: row.endReason as ListeningSession['endReason'] } : {}),
});

const toColumns = (s: ListeningSession, now: Date) => ({
  trackId: s.trackId,
  trackDurationMs: s.trackDurationMs,
  status: s.status,
  startedAt: new Date(s.startedAtMs),
  anchorAt: new Date(s.anchorMs),
  lastHeardAt: new Date(s.lastHeardMs),
  creditedMs: s.creditedMs,
  settlements: s.settlements,
  endReason: s.endReason ?? null,
  updatedAt: now,
});

/** A stored session with its owner and whether it was counted as a Listen. */
export interface StoredSession {
  userId: string;
  session: ListeningSession;
  listened: boolean;
}

/** SQL for listening sessions, their credits and the daily totals. */
export const listeningRepo = {
  /** The account's not-ended session, locked for the rest of the transaction. */
  async lockLive(tx: Tx, userId: string): Promise<StoredSession | undefined> {
    const [row] = await tx
      .select()
      .from(listeningSessions)
      .where(and(eq(listeningSessions.userId, userId), ne(listeningSessions.status, 'ended')))
      .for('update');
    return row && { userId: row.userId, session: toSession(row), listened: !!row.listenedAt };
  },
  async insert(tx: Tx, userId: string, session: ListeningSession, now: Date) {
    await tx
      .insert(listeningSessions)
      .values({ id: session.sessionId, userId, ...toColumns(session, now) });
  },
  async update(tx: Tx, session: ListeningSession, now: Date, listenedAt?: Date) {
    await tx
      .update(listeningSessions)
      .set({ ...toColumns(session, now), ...(listenedAt ? { listenedAt } : {}) })
      .where(eq(listeningSessions.id, session.sessionId));
  },
  /** Records a settled interval; a replay of the same settlement inserts nothing. */
  async insertCredit(
    tx: Tx,
    credit: { sessionId: string; settlement: number; userId: string; creditedMs: number; at: Date },
  ): Promise<boolean> {
    const inserted = await tx
      .insert(listeningCredits)
      .values({
        sessionId: credit.sessionId,
        settlement: credit.settlement,
        userId: credit.userId,
        creditedMs: credit.creditedMs,
        creditedAt: credit.at,
      })
      .onConflictDoNothing()
      .returning({ settlement: listeningCredits.settlement });
    return inserted.length > 0;
  },
  async dailyUsedMs(tx: Tx, userId: string, day: string): Promise<number> {
    const [row] = await tx
      .select({ ms: dailyListening.creditedMs })
      .from(dailyListening)
      .where(and(eq(dailyListening.userId, userId), eq(dailyListening.day, day)));
    return row?.ms ?? 0;
  },
  async addDaily(tx: Tx, userId: string, day: string, ms: number) {
    await tx
      .insert(dailyListening)
      .values({ userId, day, creditedMs: ms })
      .onConflictDoUpdate({
        target: [dailyListening.userId, dailyListening.day],
        set: { creditedMs: sql`${dailyListening.creditedMs} + ${ms}` },
      });
  },
  async insertListen(
    tx: Tx,
    listen: { userId: string; trackId: number; at: Date; creditedMs: number },
  ) {
    await tx.insert(listens).values({
      listenerId: listen.userId,
      trackId: listen.trackId,
      listenedAt: listen.at,
      creditedSeconds: Math.round(listen.creditedMs / 1000),
    });
  },
  /** Credited milliseconds not yet turned into EP. */
  async unprocessedMs(db: Db, userId: string): Promise<number> {
    const [row] = await db
      .select({ ms: sum(listeningCredits.creditedMs) })
      .from(listeningCredits)
      .where(and(eq(listeningCredits.userId, userId), isNull(listeningCredits.ledgerEntryId)));
    return Number(row?.ms ?? 0);
  },
  /** The account's not-ended session, unlocked (for reads). */
  async live(db: Db, userId: string): Promise<ListeningSession | undefined> {
    const [row] = await db
      .select()
      .from(listeningSessions)
      .where(and(eq(listeningSessions.userId, userId), ne(listeningSessions.status, 'ended')));
    return row && toSession(row);
  },
};
