import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
  ],
);

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

/** Whether an account can be used: pending until its sign-up code is verified. */
export const userStatus = pgEnum('user_status', ['pending', 'active']);

/**
 * A person. The id is cuid-style (25 characters, 'c' first) and doubles as the referral
 * code. E-mail is stored lowercased; a wallet-only user has none.
 */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').unique(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
  status: userStatus('status').notNull().default('pending'),
  /** At most 100 characters (spec 1 §3). */
  name: text('name'),
  image: text('image'),
  background: text('background'),
  username: text('username').unique(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** How a user proves who they are. */
export const identityProvider = pgEnum('identity_provider', ['credentials', 'google', 'wallet']);

/**
 * One way to sign in to a user: e-mail and password (subject = the e-mail, secret = the
 * argon2id hash), Google (subject = the OIDC `sub`) or, later, a wallet (subject = address).
 */
export const identities = pgTable(
  'identities',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: identityProvider('provider').notNull(),
    subject: text('subject').notNull(),
    secretHash: text('secret_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('identities_subject_idx').on(t.provider, t.subject),
    uniqueIndex('identities_user_provider_idx').on(t.userId, t.provider),
  ],
);

/** How a session was opened (spec 1 §3 AuthSession.method). */
export const sessionMethod = pgEnum('session_method', ['web2', 'web3']);

/** A signed-in session: only the sha256 of its opaque token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: sessionMethod('method').notNull().default('web2'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** What a one-time code is for. */
export const oneTimeCodePurpose = pgEnum('one_time_code_purpose', ['signup', 'password_reset']);

/** The one live code per e-mail and purpose: a resend replaces it; only its hash is kept. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    email: text('email').notNull(),
    purpose: oneTimeCodePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.purpose] })],
);

/** An OIDC sign-in under way: found by the hash of its state, used once. */
export const oauthRequests = pgTable('oauth_requests', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});

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
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    /** Why it ended (ended, superseded, track_changed, track_finished), or why it earned nothing. */
    endReason: text('end_reason'),
    /** Set when the session was counted as a Listen, so it is counted once. */
    listenedAt: timestamp('listened_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * Bumped by every write: the socket that owns the session keeps a copy and writes only
     * while the row is still at the version it last wrote (ADR 0004).
     */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('listening_sessions_one_live_idx')
      .on(t.userId)
      .where(sql`${t.status} <> 'ended'`),
    index('listening_sessions_user_idx').on(t.userId, t.startedAt),
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

/** What a ledger entry is for. */
export const ledgerKind = pgEnum('ledger_kind', ['listening', 'referral', 'boost', 'bonus']);

/**
 * The append-only EP ledger (LedgerEntry): integer milli-EP, each with a unique idempotency
 * key, written in the same transaction as the state it pays for. Balances derive from it.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: ledgerKind('kind').notNull(),
    amountMilliEp: bigint('amount_milli_ep', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** For listening: the session, track, credited time and rate it paid. */
    sessionId: text('session_id'),
    trackId: integer('track_id'),
    creditedMs: integer('credited_ms'),
    rate: doublePrecision('rate'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('ledger_entries_user_idx').on(t.userId, t.createdAt)],
);
