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
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';

/**
 * Whether an account can be used: pending until its sign-up code is verified; deleted is the
 * tombstone a deleted account leaves (ADR 0023).
 */
export const userStatus = pgEnum('user_status', ['pending', 'active', 'deleted']);

/**
 * A person. The id is cuid-style (25 characters, 'c' first) and doubles as the referral
 * code. E-mail is stored lowercased; a wallet-only user has none.
 */
export const users = pgTable(
  'users',
  {
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
    /** When the account was deleted; its row stays as a tombstone (ADR 0023). */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  // The few accounts a leaderboard refresh leaves out (ADR 0019, amended): read as a small set.
  (t) => [
    index('users_inactive_idx')
      .on(t.id)
      .where(sql`${t.status} <> 'active'`),
  ],
);

/** A column holding a user's id (`user_id` unless named): the row goes with its user. */
export const userRef = (name = 'user_id') =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

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
    userId: userRef(),
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
    userId: userRef(),
    method: sessionMethod('method').notNull().default('web2'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** What a one-time code is for. */
export const oneTimeCodePurpose = pgEnum('one_time_code_purpose', [
  'signup',
  'password_reset',
  'email_change',
  'link_email',
]);

/**
 * The one live code per e-mail and purpose: a resend replaces it; only its hash is kept. An
 * e-mail change's code is kept under the new address (ADR 0023).
 */
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

/** A wallet challenge's nonce: issued for one wallet, used once, 10 minutes (ADR 0021). */
export const walletNonces = pgTable('wallet_nonces', {
  nonce: text('nonce').primaryKey(),
  walletAddress: text('wallet_address').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});

/**
 * A Web3 auth proof (spec 1 §3): only the sha256 of its opaque token is kept, bound to one
 * wallet and one user, 7 days (ADR 0021).
 */
export const walletProofs = pgTable(
  'wallet_proofs',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    walletAddress: text('wallet_address').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_proofs_user_idx').on(t.userId)],
);

/**
 * The network addresses an account signed in from (issue 39 §3, ADR 0028), never the address
 * itself: `address_hash` is its HMAC-SHA-256 under the server's address key (hex). One row per
 * account and address, first and last seen; `sign_up` marks the row written when the account
 * had none, the address its sign-up finished from (every sign-up ends in a sign-in).
 */
export const accountAddresses = pgTable(
  'account_addresses',
  {
    userId: userRef(),
    addressHash: text('address_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    signUp: boolean('sign_up').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.addressHash] }),
    // The sign-ups of one address and day (the fraud rule): read by time, grouped by hash.
    index('account_addresses_sign_up_idx')
      .on(t.firstSeenAt)
      .where(sql`${t.signUp}`),
  ],
);

/**
 * Keys the server makes for itself once and shares with every instance through the database:
 * `address_hash` (32 random bytes, base64url) unless ADDRESS_HASH_KEY configures one.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
