import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Clock } from '~/clock';
import type { Db } from '~/db/client';
import { accountAddresses, serverKeys } from '~/db/schema';

const KEY_NAME = 'address_hash';
const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** One address as the review shows it: its hash, when first and last seen, whether sign-up. */
export interface SeenAddress {
  addressHash: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  signUp: boolean;
}

/** The accounts that signed up from one address on one UTC day. */
export interface AddressDay {
  addressHash: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  userIds: string[];
}

/**
 * The addresses accounts sign in from, kept as HMAC-SHA-256 under the server's key (ADR 0028):
 * never the address. Keyed, because the IPv4 space is small enough to hash whole: a plain
 * hash of a leaked row or CSV gives its address back; without the key one cannot.
 */
export function createAddressBook(db: Db, deps: { clock: Clock; configuredKey?: string }) {
  let key: Promise<Buffer> | undefined;

  /** The configured key, else the one kept in the database (made by the first to ask). */
  async function loadKey(): Promise<Buffer> {
    if (deps.configuredKey) return Buffer.from(deps.configuredKey);
    await db
      .insert(serverKeys)
      .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db
      .select({ value: serverKeys.value })
      .from(serverKeys)
      .where(eq(serverKeys.name, KEY_NAME));
    if (!row) throw new Error('the address key could not be read');
    return Buffer.from(row.value, 'base64url');
  }

  /** The hash of an address: one text per address (IPv4-mapped IPv6 as IPv4, lowercased). */
  async function hashOf(address: string): Promise<string> {
    key ??= loadKey().catch((err: unknown) => {
      key = undefined;
      throw err;
    });
    const canonical = (MAPPED_V4.exec(address)?.[1] ?? address).toLowerCase();
    return createHmac('sha256', await key)
      .update(canonical)
      .digest('hex');
  }

  return {
    hashOf,

    /**
     * Notes that an account signed in from an address: its first row is its sign-up's, later
     * ones move `last_seen_at`.
     */
    async seen(userId: string, address: string): Promise<void> {
      const now = deps.clock.now();
      const addressHash = await hashOf(address);
      await db
        .insert(accountAddresses)
        .values({
          userId,
          addressHash,
          firstSeenAt: now,
          lastSeenAt: now,
          signUp: sql`not exists (select 1 from ${accountAddresses} where ${accountAddresses.userId} = ${userId})`,
        })
        .onConflictDoUpdate({
          target: [accountAddresses.userId, accountAddresses.addressHash],
          set: { lastSeenAt: now },
        });
    },

    /** An account's addresses, most recently seen first. */
    of(userId: string): Promise<SeenAddress[]> {
      return db
        .select({
          addressHash: accountAddresses.addressHash,
          firstSeenAt: accountAddresses.firstSeenAt,
          lastSeenAt: accountAddresses.lastSeenAt,
          signUp: accountAddresses.signUp,
        })
        .from(accountAddresses)
        .where(eq(accountAddresses.userId, userId))
        .orderBy(desc(accountAddresses.lastSeenAt));
    },

    /** Every address and UTC day since `since` with at least `min` accounts signing up. */
    async signUpsSharingAddress(since: Date, min: number): Promise<AddressDay[]> {
      const day = sql<string>`to_char(${accountAddresses.firstSeenAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          addressHash: accountAddresses.addressHash,
          day,
          userIds: sql<
            string[]
          >`array_agg(${accountAddresses.userId} order by ${accountAddresses.firstSeenAt})`,
        })
        .from(accountAddresses)
        .where(and(eq(accountAddresses.signUp, true), gte(accountAddresses.firstSeenAt, since)))
        .groupBy(accountAddresses.addressHash, day)
        .having(sql`count(*) >= ${min}`);
      return rows;
    },
  };
}

export type AddressBook = ReturnType<typeof createAddressBook>;
