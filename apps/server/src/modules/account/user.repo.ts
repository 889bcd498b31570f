import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '~/db/client';
import { identities, oneTimeCodes, users } from '~/db/schema';

/** A user row as the account context reads it. */
export type UserRow = typeof users.$inferSelect;

/** A user with what its identities say: a password hash, Google, a wallet address. */
export interface UserWithIdentities {
  user: UserRow;
  passwordHash: string | null;
  hasPassword: boolean;
  linkedToGoogle: boolean;
  walletAddress: string | null;
}

/** A profile change; undefined fields are left alone, null clears. */
export type ProfilePatch = Partial<Pick<UserRow, 'name' | 'image' | 'background' | 'username'>>;

function fold(
  rows: { user: UserRow; provider: string | null; subject: string | null; secret: string | null }[],
): UserWithIdentities | undefined {
  const first = rows[0];
  if (!first) return undefined;
  const of = (provider: string) => rows.find((row) => row.provider === provider);
  const credentials = of('credentials');
  return {
    user: first.user,
    passwordHash: credentials?.secret ?? null,
    hasPassword: Boolean(credentials?.secret),
    linkedToGoogle: Boolean(of('google')),
    walletAddress: of('wallet')?.subject ?? null,
  };
}

/**
 * Frees an address held by a pending sign-up (its owner never proved it) and answers who
 * holds it now: an active account, or nobody.
 */
async function claimEmail(tx: Tx, email: string): Promise<{ id: string } | undefined> {
  await tx.delete(users).where(and(eq(users.email, email), eq(users.status, 'pending')));
  const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return holder;
}

/** SQL over users and identities. */
export function createUserRepo(db: Db) {
  // One round trip whether or not the user exists: check-email answers in equal time.
  const withIdentities = (where: ReturnType<typeof eq>) =>
    db
      .select({
        user: users,
        provider: identities.provider,
        subject: identities.subject,
        secret: identities.secretHash,
      })
      .from(users)
      .leftJoin(identities, eq(identities.userId, users.id))
      .where(where);

  return {
    async findByEmail(email: string): Promise<UserWithIdentities | undefined> {
      return fold(await withIdentities(eq(users.email, email)));
    },

    async findById(id: string): Promise<UserWithIdentities | undefined> {
      return fold(await withIdentities(eq(users.id, id)));
    },

    /** The user holding an identity, if any. */
    async findIdByIdentity(
      provider: 'credentials' | 'google' | 'wallet',
      subject: string,
    ): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: identities.userId })
        .from(identities)
        .where(and(eq(identities.provider, provider), eq(identities.subject, subject)));
      return row?.userId;
    },

    /**
     * Creates a pending e-mail account, or refreshes the name and password of the pending one
     * already there (an unverified sign-up never blocks the address's real owner).
     */
    async upsertPending(input: {
      userId: string;
      identityId: string;
      email: string;
      name: string | null;
      passwordHash: string;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, input.email), eq(users.status, 'pending')));
        const userId = existing?.id ?? input.userId;
        if (existing) {
          await tx
            .update(users)
            .set({ name: input.name, updatedAt: sql`now()` })
            .where(eq(users.id, userId));
        } else {
          await tx.insert(users).values({ id: userId, email: input.email, name: input.name });
        }
        await tx
          .insert(identities)
          .values({
            id: input.identityId,
            userId,
            provider: 'credentials',
            subject: input.email,
            secretHash: input.passwordHash,
          })
          .onConflictDoUpdate({
            target: [identities.userId, identities.provider],
            set: { secretHash: input.passwordHash, subject: input.email },
          });
      });
    },

    /** Marks a pending account active with its e-mail verified; answers its id. */
    async activateByEmail(email: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(users)
        .set({ status: 'active', emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.email, email))
        .returning({ id: users.id });
      return row?.id;
    },

    /** Sets (or adds) the password of a user's e-mail identity. */
    async setPassword(input: {
      userId: string;
      identityId: string;
      email: string;
      passwordHash: string;
    }): Promise<void> {
      await db
        .insert(identities)
        .values({
          id: input.identityId,
          userId: input.userId,
          provider: 'credentials',
          subject: input.email,
          secretHash: input.passwordHash,
        })
        .onConflictDoUpdate({
          target: [identities.userId, identities.provider],
          set: { secretHash: input.passwordHash },
        });
    },

    /** A new active user holding one identity. */
    async createActive(input: {
      userId: string;
      email: string | null;
      emailVerifiedAt: Date | null;
      name: string | null;
      image: string | null;
      identity: { id: string; provider: 'credentials' | 'google' | 'wallet'; subject: string };
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(users).values({
          id: input.userId,
          email: input.email,
          emailVerifiedAt: input.emailVerifiedAt,
          status: 'active',
          name: input.name,
          image: input.image,
        });
        await tx.insert(identities).values({ ...input.identity, userId: input.userId });
      });
    },

    /**
     * Links an identity to an existing user. A pending sign-up's password is dropped on the
     * way (whoever typed it never proved the address; the provider just did), and the account
     * becomes active with its e-mail verified.
     */
    async link(input: {
      userId: string;
      identity: { id: string; provider: 'credentials' | 'google' | 'wallet'; subject: string };
      now: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        const [user] = await tx
          .select({ status: users.status })
          .from(users)
          .where(eq(users.id, input.userId));
        if (user?.status === 'pending') {
          await tx
            .delete(identities)
            .where(
              and(eq(identities.userId, input.userId), eq(identities.provider, 'credentials')),
            );
        }
        await tx
          .update(users)
          .set({
            status: 'active',
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${input.now})`,
          })
          .where(eq(users.id, input.userId));
        await tx.insert(identities).values({ ...input.identity, userId: input.userId });
      });
    },

    /**
     * Gives a wallet-only user an e-mail (verified by a code) and a password. A pending
     * sign-up holding the address goes (its owner never proved it); an active account holding
     * it makes this answer false and change nothing.
     */
    async attachEmail(input: {
      userId: string;
      identityId: string;
      email: string;
      passwordHash: string;
      now: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const holder = await claimEmail(tx, input.email);
        if (holder) return false;
        const updated = await tx
          .update(users)
          .set({ email: input.email, emailVerifiedAt: input.now, updatedAt: input.now })
          .where(and(eq(users.id, input.userId), sql`${users.email} is null`))
          .returning({ id: users.id });
        if (updated.length === 0) return false;
        await tx.insert(identities).values({
          id: input.identityId,
          userId: input.userId,
          provider: 'credentials',
          subject: input.email,
          secretHash: input.passwordHash,
        });
        return true;
      });
    },

    /**
     * Links a Google identity to a user, giving a user without an e-mail Google's verified
     * one. A pending sign-up holding it goes; an active account holding it makes this answer
     * false and change nothing.
     */
    async attachGoogle(input: {
      userId: string;
      identityId: string;
      subject: string;
      email: string;
      now: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const holder = await claimEmail(tx, input.email);
        if (holder && holder.id !== input.userId) return false;
        if (!holder) {
          await tx
            .update(users)
            .set({ email: input.email, emailVerifiedAt: input.now, updatedAt: input.now })
            .where(and(eq(users.id, input.userId), sql`${users.email} is null`));
        }
        await tx.insert(identities).values({
          id: input.identityId,
          userId: input.userId,
          provider: 'google',
          subject: input.subject,
        });
        return true;
      });
    },

    /** Applies a profile patch; answers false when no such user. */
    async updateProfile(id: string, patch: ProfilePatch, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ ...patch, updatedAt: now })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * Gives a user a new, just-verified e-mail: its password identity follows it. A pending
     * sign-up holding the address gives way (an unverified sign-up never blocks the address's
     * real owner), with its code. Throws the unique violation when an account holds it.
     */
    async changeEmail(userId: string, email: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(users).where(and(eq(users.email, email), eq(users.status, 'pending')));
        await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.email, email));
        await tx
          .update(users)
          .set({ email, emailVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, userId));
        await tx
          .update(identities)
          .set({ subject: email })
          .where(and(eq(identities.userId, userId), eq(identities.provider, 'credentials')));
      });
    },

    /** Whether another user holds this username. */
    async usernameTaken(username: string, exceptUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.username, username), sql`${users.id} <> ${exceptUserId}`));
      return Boolean(row);
    },
  };
}

/** The user repository's shape. */
export type UserRepo = ReturnType<typeof createUserRepo>;
