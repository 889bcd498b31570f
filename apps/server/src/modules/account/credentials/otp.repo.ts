import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { deleteExpired } from '~/db/expired';
import { oneTimeCodes } from '~/db/schema';

/** What a one-time code is for. */
export type OtpPurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

/** SQL over one-time codes: one live code per e-mail and purpose, kept hashed. */
export function createOtpRepo(db: Db) {
  const of = (email: string, purpose: OtpPurpose) =>
    and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose));
  return {
    /** Stores a new code, killing the one before it (a resend). */
    async replace(input: {
      email: string;
      purpose: OtpPurpose;
      codeHash: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      const values = {
        codeHash: input.codeHash,
        attempts: 0,
        expiresAt: input.expiresAt,
        createdAt: input.now,
      };
      await db
        .insert(oneTimeCodes)
        .values({ email: input.email, purpose: input.purpose, ...values })
        .onConflictDoUpdate({ target: [oneTimeCodes.email, oneTimeCodes.purpose], set: values });
    },

    /**
     * Spends one try of a live code and answers its hash; nothing when there is no live code
     * or its tries are used up. Atomic, so parallel guesses cannot exceed the tries.
     */
    async spendTry(
      email: string,
      purpose: OtpPurpose,
      now: Date,
      maxTries: number,
    ): Promise<string | undefined> {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(
          and(
            of(email, purpose),
            gt(oneTimeCodes.expiresAt, now),
            lt(oneTimeCodes.attempts, maxTries),
          ),
        )
        .returning({ codeHash: oneTimeCodes.codeHash });
      return row?.codeHash;
    },

    /** Uses a code up; false when another request used it first. */
    async consume(email: string, purpose: OtpPurpose, codeHash: string): Promise<boolean> {
      const rows = await db
        .delete(oneTimeCodes)
        .where(and(of(email, purpose), eq(oneTimeCodes.codeHash, codeHash)))
        .returning({ email: oneTimeCodes.email });
      return rows.length > 0;
    },

    /** Deletes the codes that expired before `cutoff`; answers how many went. */
    deleteExpiredBefore: (cutoff: Date): Promise<number> =>
      deleteExpired(db, oneTimeCodes, oneTimeCodes.expiresAt, cutoff),
  };
}

/** The one-time code repository's shape. */
export type OtpRepo = ReturnType<typeof createOtpRepo>;
