import {
  boolean,
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
    /** Bumped by every change of the entries: an edit names the version it read (ADR 0014). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('playlists_public_idx').on(t.isPublic, t.isFeatured, t.isOfficial),
    index('playlists_owner_idx').on(t.createdBy, t.createdAt),
  ],
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

/** What a favourite is of (spec 2 §3). */
export const favoriteItemType = pgEnum('favorite_item_type', ['track', 'artist', 'album']);

/**
 * A user's liked tracks, artists and albums (ADR 0014): one row per (user, type, item), so
 * liking twice keeps one row. The item id is a catalogue id of its type; no foreign key, since
 * it points at one of three tables (reads join by type and drop rows whose item is gone).
 */
export const favorites = pgTable(
  'favorites',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    itemType: favoriteItemType('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorites_item_idx').on(t.userId, t.itemType, t.itemId),
    // The id breaks ties in the newest-first order, so a page is read from the index in order.
    index('favorites_newest_idx').on(t.userId, t.itemType, t.createdAt, t.id),
  ],
);

/**
 * How many favourites of each type a user has, kept by triggers on favorites in the statement
 * that changes them (migration 0015, ADR 0014 amended 2026-11-26): a page's total is one read.
 */
export const favoriteTotals = pgTable(
  'favorite_totals',
  {
    userId: userRef(),
    itemType: favoriteItemType('item_type').notNull(),
    favorites: integer('favorites').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemType] })],
);
