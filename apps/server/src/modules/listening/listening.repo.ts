import { and, eq, isNull, lt, ne, sql, sum } from 'drizzle-orm';
import type { ListeningSession } from '@earshot/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '~/db/client';
import { dailyListening, listeningCredits, listeningSessions, listens } from '~/db/schema';
import { statement } from '~/db/statement';

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
  capped: row.capped,
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
  capped: s.capped,
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

// Every parameter is an array with one element per write (unnest walks them in step):
// $1 session, $2 user, $3–$8 the session's new state, $9 whether it becomes a Listen,
// $10 now, $11 the version its owner last wrote, $12–$13 the day and the owner's idea of
// its total, $14 the credit, $15 the track, $16 the Listen's credited seconds, $17 whether
// the cap cut an interval short. Answers the
// sessions written. A batch holds at most one write per account (the service's `batched` writer keys them by account): two would
// make the daily upsert touch one row twice. The status travels as text (PGlite sends no
// array of an enum type).
const writeOwnedStatement = statement<{ id: string }>(
  'listening_write_owned',
  `with w as (
    select * from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[],
      $5::timestamptz[], $6::int[], $7::int[], $8::text[], $9::boolean[], $10::timestamptz[],
      $11::int[], $12::date[], $13::bigint[], $14::int[], $15::int[], $16::int[], $17::boolean[])
      as w(id, user_id, status, anchor_at, last_heard_at, credited_ms, settlements, end_reason,
        listen, now, version, day, day_used_ms, credit_ms, track_id, listen_seconds, capped)
  ), s as (
    update listening_sessions ls set
      status = w.status::listening_status, anchor_at = w.anchor_at, last_heard_at = w.last_heard_at,
      credited_ms = w.credited_ms, settlements = w.settlements, end_reason = w.end_reason,
      capped = w.capped,
      listened_at = case when w.listen then w.now else ls.listened_at end,
      updated_at = w.now, version = ls.version + 1
    from w
    where ls.id = w.id and ls.version = w.version
      and coalesce((select d.credited_ms from daily_listening d
        where d.user_id = w.user_id and d.day = w.day), 0) = w.day_used_ms
    returning w.*
  ), credit as (
    insert into listening_credits (session_id, settlement, user_id, credited_ms, credited_at)
    select id, settlements, user_id, credit_ms, now from s where credit_ms > 0
    on conflict do nothing
  ), daily as (
    insert into daily_listening (user_id, day, credited_ms)
    select user_id, day, credit_ms from s where credit_ms > 0
    on conflict (user_id, day)
      do update set credited_ms = daily_listening.credited_ms + excluded.credited_ms
  ), listen as (
    insert into listens (listener_id, track_id, listened_at, credited_seconds)
    select user_id, track_id, now, listen_seconds from s where listen
  )
  select id from s`,
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
  /**
   * The account's listening lock, held to the end of the transaction: calls on one account's
   * sessions by the locking path run one after another, whether or not a live row exists.
   */
  async lockAccount(tx: Tx, userId: string) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${'listening:' + userId}, 0))`,
    );
  },
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
   * Steps of sessions by the sockets that own them, in one statement (so one round trip and
   * one commit for all): each session row, its credit row, the daily total and the Listen.
   * A step writes nothing unless its row is still at `version` and the day's total is still
   * `dayUsedMs`, the state the step was computed from; any other writer (another tab, another
   * instance, a sweep) bumps the version first. Answers, per step, whether it wrote. At most
   * one step per account.
   */
  async writeOwned(db: Db, writes: readonly OwnedWrite[]): Promise<boolean[]> {
    const column = <T>(of: (w: OwnedWrite) => T) => writes.map(of);
    const rows = await writeOwnedStatement(db, [
      column((w) => w.session.sessionId),
      column((w) => w.userId),
      column((w) => w.session.status),
      column((w) => iso(w.session.anchorMs)),
      column((w) => iso(w.session.lastHeardMs)),
      column((w) => w.session.creditedMs),
      column((w) => w.session.settlements),
      column((w) => w.session.endReason ?? null),
      column((w) => w.listen),
      column((w) => iso(w.now)),
      column((w) => w.version),
      column((w) => w.day),
      column((w) => w.dayUsedMs),
      column((w) => w.creditMs),
      column((w) => w.session.trackId),
      column((w) => Math.round(w.session.creditedMs / 1000)),
      column((w) => w.session.capped),
    ]);
    const written = new Set(rows.map((row) => row.id));
    return writes.map((w) => written.has(w.session.sessionId));
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
  /**
   * Accounts whose session is still `active` but was last heard before `heardBefore`: left by
   * a tab that closed while playing, which no socket owns any more (at most `limit`).
   */
  async silentSince(db: Db, heardBefore: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ userId: listeningSessions.userId })
      .from(listeningSessions)
      .where(
        and(eq(listeningSessions.status, 'active'), lt(listeningSessions.lastHeardAt, heardBefore)),
      )
      .limit(limit);
    return rows.map((row) => row.userId);
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
