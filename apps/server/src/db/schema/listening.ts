import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRef } from './account';
import { tracks } from './catalog';

/**
 * A Listen: a qualified play (at least 30 s credited, or the whole track when shorter).
 * listener_id is the listening user's id; it gains a foreign key when accounts arrive.
 */
export const listens = pgTable(
  'listens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    listenerId: text('listener_id').notNull(),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id),
    listenedAt: timestamp('listened_at', { withTimezone: true, mode: 'date' }).notNull(),
    creditedSeconds: integer('credited_seconds').notNull(),
  },
  (t) => [
    index('listens_time_idx').on(t.listenedAt),
    index('listens_track_time_idx').on(t.trackId, t.listenedAt),
    index('listens_listener_time_idx').on(t.listenerId, t.listenedAt),
  ],
);

/** Where a listening session stands; 'ended' sessions never earn again. */
export const listeningStatus = pgEnum('listening_status', ['active', 'paused', 'ended']);

/**
 * A live listening session (ListeningSession): one account listening to one track, on the
 * server's clock. At most one not-ended session per account (partial unique index).
 */
export const listeningSessions = pgTable(
  'listening_sessions',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id),
    trackDurationMs: integer('track_duration_ms').notNull(),
    status: listeningStatus('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    anchorAt: timestamp('anchor_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastHeardAt: timestamp('last_heard_at', { withTimezone: true, mode: 'date' }).notNull(),
    creditedMs: integer('credited_ms').notNull().default(0),
    settlements: integer('settlements').notNull().default(0),
    /** Whether the day's cap cut a settled interval short (why it may have earned nothing). */
    capped: boolean('capped').notNull().default(false),
    /**
     * Why it ended (ended, superseded, track_changed, track_finished, connection_closed), or why
     * it earned nothing.
     */
    endReason: text('end_reason'),
    /** Set when the session was counted as a Listen, so it is counted once. */
    listenedAt: timestamp('listened_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * Bumped by every write: the socket that owns the session keeps a copy and writes only
     * while the row is still at the version it last wrote (ADR 0004).
     */
    version: integer('version').notNull().default(0),
    /**
     * The owner's claim: a random secret made each time a connection comes to own the session
     * (starts or adopts it) and told to that client only. A reconnecting client adopts the
     * session only by presenting it, on whichever instance it lands (ADR 0004).
     */
    claim: text('claim'),
  },
  (t) => [
    uniqueIndex('listening_sessions_one_live_idx')
      .on(t.userId)
      .where(sql`${t.status} <> 'ended'`),
    index('listening_sessions_user_idx').on(t.userId, t.startedAt),
    // The sessions playing now, for the silence sweep: status changes on play and pause only,
    // so a heartbeat's write stays a heap-only update.
    index('listening_sessions_active_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
  ],
);

/**
 * Credited listening not yet turned into EP: the "unprocessed listening duration". One row
 * per settled interval; (session_id, settlement) is its idempotency key.
 */
export const listeningCredits = pgTable(
  'listening_credits',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => listeningSessions.id, { onDelete: 'cascade' }),
    settlement: integer('settlement').notNull(),
    userId: text('user_id').notNull(),
    creditedMs: integer('credited_ms').notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The ledger entry that paid for it; null while unprocessed. */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.settlement] }),
    index('listening_credits_unprocessed_idx')
      .on(t.userId)
      .where(sql`${t.ledgerEntryId} is null`),
  ],
);

/** Credited listening per account per UTC day, for the daily cap. */
export const dailyListening = pgTable(
  'daily_listening',
  {
    userId: text('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    creditedMs: bigint('credited_ms', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
