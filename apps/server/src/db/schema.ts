import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Where a track's audio is played from. */
export const trackSource = pgEnum('track_source', ['hosted', 'spotify', 'youtube', 'soundcloud']);

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

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
    createdAt: createdAt(),
  },
  (t) => [
    index('tracks_artist_idx').on(t.artistId),
    index('tracks_album_idx').on(t.albumId, t.trackNumber),
    index('tracks_genre_idx').on(t.genreId),
    index('tracks_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);
