import { and, eq, isNull, ne, sql, sum } from 'drizzle-orm';
import type { ListeningSession } from '@earshot/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '~/db/client';
import { dailyListening, listeningCredits, listeningSessions, listens } from '~/db/schema';
import { statement } from './statement';

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

/**
 * A stored session with its owner, whether it was counted as a Listen, its row version and
 * its owner's claim (null on a row from before claims).
 */
export interface StoredSession {
  userId: string;
  session: ListeningSession;
  listened: boolean;
  version: number;
  claim: string | null;
}

/** One step of an owned session, written only if the row is still as its owner last wrote it. */
export interface OwnedWrite {
  userId: string;
  /** The session after the step. */
  session: ListeningSession;
  /** The row version the owner last wrote; the write bumps it. */
  version: number;
  /** The UTC day the credit counts for, and what the owner believes it already holds. */
  day: string;
  dayUsedMs: number;
  /** The credit this step settled (a credit row keyed by the new settlement count). */
  creditMs: number;
  /** Whether this step makes the session a Listen. */
  listen: boolean;
  now: Date;
}

const iso = (at: Date | number) => new Date(at).toISOString();

// $1 session, $2 user, $3–$8 the session's new state, $9 whether it becomes a Listen,
// $10 now, $11 the version its owner last wrote, $12–$13 the day and the owner's idea of
// its total, $14 the credit, $15 the track, $16 the Listen's credited seconds.
const writeOwnedStatement = statement<{ n: number }>(
  'listening_write_owned',
  `with s as (
    update listening_sessions set
      status = $3::listening_status, anchor_at = $4::timestamptz,
      last_heard_at = $5::timestamptz, credited_ms = $6::int, settlements = $7::int,
      end_reason = $8::text,
      listened_at = case when $9::boolean then $10::timestamptz else listened_at end,
      updated_at = $10::timestamptz, version = version + 1
    where id = $1::text and version = $11::int
      and coalesce((select d.credited_ms from daily_listening d
        where d.user_id = $2::text and d.day = $12::date), 0) = $13::bigint
    returning id
  ), credit as (
    insert into listening_credits (session_id, settlement, user_id, credited_ms, credited_at)
    select id, $7::int, $2::text, $14::int, $10::timestamptz from s where $14::int > 0
    on conflict do nothing
  ), daily as (
    insert into daily_listening (user_id, day, credited_ms)
    select $2::text, $12::date, $14::int from s where $14::int > 0
    on conflict (user_id, day)
      do update set credited_ms = daily_listening.credited_ms + excluded.credited_ms
  ), listen as (
    insert into listens (listener_id, track_id, listened_at, credited_seconds)
    select $2::text, $15::int, $10::timestamptz, $16::int from s where $9::boolean
  )
  select count(*)::int as n from s`,
);

// $1 session, $2 user, $3 track, $4 its duration, $5–$10 the new session's state, $11 now,
// $12 the day whose credited total is answered, $13 the owner's claim.
const startStatement = statement<{ n: number; used: string | number }>(
  'listening_start_if_none_live',
  `with s as (
    insert into listening_sessions (id, user_id, track_id, track_duration_ms, status,
      started_at, anchor_at, last_heard_at, credited_ms, settlements, updated_at, claim)
    values ($1::text, $2::text, $3::int, $4::int, $5::listening_status, $6::timestamptz,
      $7::timestamptz, $8::timestamptz, $9::int, $10::int, $11::timestamptz, $13::text)
    on conflict do nothing
    returning id
  )
  select (select count(*)::int from s) as n,
    coalesce((select d.credited_ms from daily_listening d
      where d.user_id = $2::text and d.day = $12::date), 0) as used`,
);

/** SQL for listening sessions, their credits and the daily totals. */
export const listeningRepo = {
  /** The account's not-ended session, locked for the rest of the transaction. */
  async lockLive(tx: Tx, userId: string): Promise<StoredSession | undefined> {
    const [row] = await tx
      .select()
      .from(listeningSessions)
      .where(and(eq(listeningSessions.userId, userId), ne(listeningSessions.status, 'ended')))
      .for('update');
    return (
      row && {
        userId: row.userId,
        session: toSession(row),
        listened: !!row.listenedAt,
        version: row.version,
        claim: row.claim,
      }
    );
  },
  async insert(tx: Tx, userId: string, session: ListeningSession, now: Date, claim: string) {
    await tx
      .insert(listeningSessions)
      .values({ id: session.sessionId, userId, ...toColumns(session, now), claim });
  },
  /**
   * Writes a locked session, with its owner's claim (a new one when a caller adopted it); its
   * version goes up by one, so the copy of any former owner no longer writes.
   */
  async update(
    tx: Tx,
    session: ListeningSession,
    now: Date,
    claim: string | null,
    listenedAt?: Date,
  ) {
    await tx
      .update(listeningSessions)
      .set({
        ...toColumns(session, now),
        claim,
        ...(listenedAt ? { listenedAt } : {}),
        version: sql`${listeningSessions.version} + 1`,
      })
      .where(eq(listeningSessions.id, session.sessionId));
  },
  /**
   * One step of a session by the socket that owns it, in one statement (so one round trip
   * and one commit): the session row, its credit row, the daily total and the Listen. It
   * writes nothing unless the row is still at `version` and the day's total is still
   * `dayUsedMs`, the state the step was computed from; any other writer (another tab, another
   * instance, a sweep) bumps the version first. Answers whether it wrote.
   */
  async writeOwned(db: Db, w: OwnedWrite): Promise<boolean> {
    const s = w.session;
    const [row] = await writeOwnedStatement(db, [
      s.sessionId,
      w.userId,
      s.status,
      iso(s.anchorMs),
      iso(s.lastHeardMs),
      s.creditedMs,
      s.settlements,
      s.endReason ?? null,
      w.listen,
      iso(w.now),
      w.version,
      w.day,
      w.dayUsedMs,
      w.creditMs,
      s.trackId,
      Math.round(s.creditedMs / 1000),
    ]);
    return (row?.n ?? 0) > 0;
  },
  /**
   * Starts a session when the account has no live one, in one statement; a live one (the
   * partial unique index) makes it a no-op. Answers whether it started, and the account's
   * credited total for `day` (the daily cap's starting point).
   */
  async startIfNoneLive(
    db: Db,
    userId: string,
    session: ListeningSession,
    now: Date,
    day: string,
    claim: string,
  ): Promise<{ started: boolean; dayUsedMs: number }> {
    const s = session;
    const [row] = await startStatement(db, [
      s.sessionId,
      userId,
      s.trackId,
      s.trackDurationMs,
      s.status,
      iso(s.startedAtMs),
      iso(s.anchorMs),
      iso(s.lastHeardMs),
      s.creditedMs,
      s.settlements,
      iso(now),
      day,
      claim,
    ]);
    return { started: (row?.n ?? 0) > 0, dayUsedMs: Number(row?.used ?? 0) };
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
};

/**
 * The account's not-ended session as a read alongside its sign-in lookup (the listening
 * socket's upgrade): the table, left joined on the account; the partial unique index keeps it
 * to one row.
 */
export const liveSessionAlongside = {
  table: listeningSessions,
  on: (userId: AnyPgColumn) =>
    and(eq(listeningSessions.userId, userId), ne(listeningSessions.status, 'ended')),
};

/** The session read by `liveSessionAlongside`, if the account had one. */
export const liveSessionOf = (row: Row | null): ListeningSession | undefined =>
  row ? toSession(row) : undefined;
