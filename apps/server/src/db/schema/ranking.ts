import {
  bigint,
  date,
  index,
  doublePrecision,
  integer,
  pgEnum,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRef } from './account';
import { tracks } from './catalog';
import { playlists } from './library';

/** Which window a trending snapshot ranks. */
export const trendingPeriod = pgEnum('trending_period', ['daily', 'weekly', 'monthly']);

/** One computed ranking: a period, a genre (0 for all genres) and the moment it was computed. */
export const trendingSnapshots = pgTable(
  'trending_snapshots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    period: trendingPeriod('period').notNull(),
    genreId: integer('genre_id').notNull(),
    periodDate: date('period_date', { mode: 'string' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** How many tracks the snapshot ranks: the total of its pages (ADR 0009). */
    trackCount: integer('track_count').notNull().default(0),
  },
  (t) => [uniqueIndex('trending_snapshots_latest_idx').on(t.period, t.genreId, t.computedAt)],
);

export const trendingTracks = pgTable(
  'trending_tracks',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => trendingSnapshots.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id),
    score: doublePrecision('score').notNull(),
    plays: integer('plays').notNull(),
    /** The track's rank in the previous window's ranking; null when it was not ranked. */
    previousRank: integer('previous_rank'),
    /** Counted Listens in the window before this one. */
    previousPlays: integer('previous_plays').notNull(),
    /**
     * The row as a page shows it, written when the snapshot is computed: one JSON array of its
     * rank, score, plays, previous rank and plays, and the track (id, title, artist id and name,
     * album id and title, genre id, track number, duration, url, source, image), so a page is
     * one indexed read that joins these texts (ADR 0009, amended 2026-11-27).
     */
    cells: text('cells').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.rank] })],
);

export const trendingPlaylists = pgTable(
  'trending_playlists',
  {
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => trendingSnapshots.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    playlistId: text('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    plays: integer('plays').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.rank] })],
);

/** Which EP a leaderboard counts: all of it, this UTC month's, this ISO week's. */
export const rankPeriod = pgEnum('rank_period', ['all_time', 'month', 'week']);

/**
 * One computed leaderboard (ADR 0019): the rank job writes one per period at most every 60 s
 * and keeps the latest two; requests read the latest, never sort.
 */
export const rankSnapshots = pgTable(
  'rank_snapshots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    period: rankPeriod('period').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** How many users it ranks. */
    userCount: integer('user_count').notNull(),
  },
  (t) => [index('rank_snapshots_latest_idx').on(t.period, t.computedAt)],
);

/**
 * The entries of one snapshot, `rank_entries_<snapshot id>`: position is the row's index (1..n,
 * ties broken by user id), rank the shared rank (1 + how many have more whole points). Each
 * snapshot's entries are a table of their own, created by the refresh, not by a migration (ADR
 * 0019, amended): it is filled before it has an index, indexed once (position, user), and
 * dropped whole with its snapshot. Narrow and without foreign keys; a page joins the users it
 * shows for their names. An account erased outright leaves the board at the next refresh.
 */
export function rankEntriesOf(snapshotId: number) {
  let table = entriesTables.get(snapshotId);
  if (!table) {
    // Three periods keep two snapshots each: a few more than that are ever asked for.
    if (entriesTables.size >= 16) entriesTables.clear();
    table = entriesTable(`${RANK_ENTRIES_PREFIX}${snapshotId}`);
    entriesTables.set(snapshotId, table);
  }
  return table;
}

/** The columns of a snapshot's entries, as its table and the latest-entries views have them. */
const entryColumns = () => ({
  position: integer('position').notNull(),
  userId: text('user_id').notNull(),
  rank: integer('rank').notNull(),
  listeningPoints: bigint('listening_points', { mode: 'number' }).notNull(),
  referralPoints: bigint('referral_points', { mode: 'number' }).notNull(),
  combinedTotal: bigint('combined_total', { mode: 'number' }).notNull(),
});

const entriesTable = (name: string) => pgTable(name, entryColumns());

/** The entries tables described so far, by snapshot id: each is described once. */
const entriesTables = new Map<number, ReturnType<typeof entriesTable>>();

/**
 * The latest snapshot's entries of each period, `rank_latest_<period>`: a view the refresh
 * points at the new snapshot's table in the transaction that records it (ADR 0019, amended),
 * so a statement reading it is planned once per connection, not once per snapshot. Not made by
 * a migration: a period's first refresh creates it.
 */
export const rankLatest = {
  all_time: pgView('rank_latest_all_time', entryColumns()).existing(),
  month: pgView('rank_latest_month', entryColumns()).existing(),
  week: pgView('rank_latest_week', entryColumns()).existing(),
};

/** The name of a snapshot's entries table, before its snapshot id. */
export const RANK_ENTRIES_PREFIX = 'rank_entries_';

/**
 * EP earned per user in each period's current window (ADR 0019, amended): whole-ledger sums
 * kept by a trigger on ledger_entries in the inserting transaction, so a refresh reads one small
 * row per ranked user instead of the ledger. `since` is the window's start (the epoch for
 * all-time, the UTC month, the ISO week); the rank job deletes windows that have ended.
 */
export const rankTotals = pgTable(
  'rank_totals',
  {
    period: rankPeriod('period').notNull(),
    since: timestamp('since', { withTimezone: true, mode: 'date' }).notNull(),
    userId: userRef(),
    /** Positive listening entries, in milli-EP. */
    listeningMilliEp: bigint('listening_milli_ep', { mode: 'number' }).notNull(),
    /** Positive referral-programme entries (referral and bonus), in milli-EP. */
    referralMilliEp: bigint('referral_milli_ep', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.since, t.userId] })],
);
