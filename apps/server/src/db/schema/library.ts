import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tracks } from './catalog';
import { createdAt } from './columns';

/**
 * Playlists, Earshot's official ones and users' own, in one model (ADR 0007): the catalogue
 * reads the public ones through the library.
 */
export const playlists = pgTable(
  'playlists',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    isOfficial: boolean('is_official').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** The owning user's id; null for Earshot's own playlists. */
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('playlists_public_idx').on(t.isPublic, t.isFeatured, t.isOfficial)],
);

export const playlistEntries = pgTable(
  'playlist_entries',
  {
    id: text('id').primaryKey(),
    playlistId: text('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('playlist_entries_order_idx').on(t.playlistId, t.position),
    index('playlist_entries_track_idx').on(t.trackId),
  ],
);
