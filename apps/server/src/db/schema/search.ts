import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** What a search document is of (spec 2 §3: the four collections). */
export const SEARCH_KINDS = ['track', 'artist', 'album', 'playlist'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The search index (ADR 0017): one document per track, artist, album and playlist, written by
 * triggers on the catalogue and library tables in the statement that changes them (migration
 * 0010), so an imported album is searchable at once. `document` (weighted tsvector) and
 * `folded` (pg_trgm) are generated from the text columns through `search_fold` (unaccent,
 * lower case), the same on PGlite and PostgreSQL.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind', { enum: SEARCH_KINDS }).notNull(),
    /** The item's id as text (catalogue ids are integers, playlist ids text). */
    itemId: text('item_id').notNull(),
    /** Track or album title, artist name, playlist title: weight A. */
    title: text('title').notNull(),
    /** The artist's name (track, album) or the creator's (playlist): weight B. */
    subtitle: text('subtitle').notNull().default(''),
    /** The track's album title: weight C. */
    album: text('album').notNull().default(''),
    /** Genre name (track, album): weight C. */
    genre: text('genre').notNull().default(''),
    /** Artist bio, playlist description: weight D. */
    details: text('details').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    /** The album's release year (track, album). */
    year: integer('year'),
    durationSeconds: integer('duration_seconds'),
    trackCount: integer('track_count'),
    /** The artist's id (track, album): opens the artist from a hit. */
    artistId: integer('artist_id'),
    /** Playlists: public, or seen by their owner only. */
    isPublic: boolean('is_public').notNull().default(true),
    ownerId: text('owner_id'),
    /** Listens of the track, or of the artist's or album's tracks: the popularity in ranking. */
    plays: integer('plays').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    document: tsvector('document').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', search_fold(title)), 'A') || setweight(to_tsvector('simple', search_fold(subtitle)), 'B') || setweight(to_tsvector('simple', search_fold(album || ' ' || genre)), 'C') || setweight(to_tsvector('simple', search_fold(details)), 'D')`,
    ),
    folded: text('folded').generatedAlwaysAs(sql`search_fold(title || ' ' || subtitle)`),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    index('search_documents_document_idx').using('gin', t.document),
    index('search_documents_facets_idx').on(t.kind, t.genre, t.year),
  ],
);

/**
 * The lexicon (ADR 0017, amended): every distinct word of the documents, kept by triggers on
 * `search_documents` (migration 0013). A typo is corrected against these few words (pg_trgm),
 * then the corrected words go through the tsvector index like any other. `documents` is how
 * many documents hold the word (all kinds), kept by the same triggers (migration 0019): the
 * query starts from its rarest word.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    documents: integer('documents').notNull().default(0),
  },
  (t) => [
    // Whether a typed word starts any word (`~>=~`/`~<~` ranges).
    index('search_words_prefix_idx').using('btree', t.word.op('text_pattern_ops')),
    // The words that resemble a typo (`%`, pg_trgm similarity).
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);

/**
 * The most played documents of each common word, per kind (ADR 0017, amended 2026-11-26,
 * second; migration 0019): rank 1 is the most played, up to `search_top_size()` per word and
 * kind, for words in `search_top_words()` documents or more. Rebuilt by `search_top_refresh()`
 * (the search job); `plays` is as the refresh saw it. A query whose rarest word is listed takes
 * its candidates from here instead of reading every match.
 */
export const searchTop = pgTable(
  'search_top',
  {
    word: text('word').notNull(),
    kind: text('kind', { enum: SEARCH_KINDS }).notNull(),
    rank: integer('rank').notNull(),
    itemId: text('item_id').notNull(),
    plays: integer('plays').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.kind, t.rank] })],
);

/**
 * Every change to `search_documents`, in order (ADR 0026; migration 0021): the key of each
 * document a statement inserted, updated or deleted (`*` for a truncate), written by a trigger
 * in that statement. Each server's in-memory index reads what follows the last change it
 * applied before it answers, so what one instance writes, every instance finds. Kept an hour.
 */
export const searchChanges = pgTable('search_changes', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  itemId: text('item_id').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
