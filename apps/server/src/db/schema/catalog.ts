import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Where a track's audio is played from. */
export const trackSource = pgEnum('track_source', ['hosted', 'spotify', 'youtube', 'soundcloud']);

export const genres = pgTable('genres', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  createdAt: createdAt(),
});

export const artists = pgTable(
  'artists',
  {
    id: id(),
    name: text('name').notNull(),
    bio: text('bio').notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    verificationStatus: text('verification_status', { enum: ['verified', 'unverified'] })
      .notNull()
      .default('unverified'),
    createdAt: createdAt(),
  },
  (t) => [index('artists_name_idx').on(t.name)],
);

export const albums = pgTable(
  'albums',
  {
    id: id(),
    title: text('title').notNull(),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id),
    genreId: integer('genre_id').references(() => genres.id),
    coverUrl: text('cover_url').notNull().default(''),
    releaseDate: date('release_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('albums_artist_idx').on(t.artistId)],
);

export const tracks = pgTable(
  'tracks',
  {
    id: id(),
    title: text('title').notNull(),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id),
    albumId: integer('album_id').references(() => albums.id),
    genreId: integer('genre_id').references(() => genres.id),
    trackNumber: integer('track_number'),
    durationSeconds: integer('duration_seconds').notNull(),
    url: text('url').notNull(),
    source: trackSource('source').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    /** sha256 of the audio file for hosted tracks: what makes re-importing a file a no-op. */
    mediaHash: text('media_hash').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tracks_artist_idx').on(t.artistId),
    index('tracks_album_idx').on(t.albumId, t.trackNumber),
    index('tracks_genre_idx').on(t.genreId),
    index('tracks_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/**
 * Exact track totals per list filter (all tracks, by album, artist or genre; key 0 for all),
 * kept by triggers on tracks in the statement that changes them (migration 0006, ADR 0009).
 */
export const trackTotals = pgTable(
  'track_totals',
  {
    dimension: text('dimension', { enum: ['all', 'album', 'artist', 'genre'] }).notNull(),
    key: integer('key').notNull(),
    tracks: integer('tracks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.key] })],
);
