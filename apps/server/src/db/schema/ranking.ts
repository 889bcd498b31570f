import {
  date,
  doublePrecision,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { trackSource, tracks } from './catalog';
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
    // The track as the page shows it, copied when the snapshot is computed, so a page is one
    // indexed read without joins (ADR 0009).
    title: text('title').notNull(),
    artistId: integer('artist_id').notNull(),
    artistName: text('artist_name'),
    albumId: integer('album_id'),
    albumTitle: text('album_title'),
    genreId: integer('genre_id'),
    trackNumber: integer('track_number'),
    durationSeconds: integer('duration_seconds').notNull(),
    url: text('url').notNull(),
    source: trackSource('source').notNull(),
    imageUrl: text('image_url').notNull(),
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
