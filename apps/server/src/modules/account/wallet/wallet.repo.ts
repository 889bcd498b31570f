import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { deleteExpired } from '~/db/expired';
import { identities, walletNonces, walletProofs } from '~/db/schema';

/** SQL over wallet challenges' nonces and auth proofs (kept as sha256). */
export function createWalletRepo(db: Db) {
  return {
    async addNonce(row: { nonce: string; walletAddress: string; expiresAt: Date }): Promise<void> {
      await db.insert(walletNonces).values(row);
    },

    /** Spends a live nonce issued for this wallet: true once, false ever after. */
    async spendNonce(nonce: string, walletAddress: string, now: Date): Promise<boolean> {
      const rows = await db
        .delete(walletNonces)
        .where(
          and(
            eq(walletNonces.nonce, nonce),
            eq(walletNonces.walletAddress, walletAddress),
            gt(walletNonces.expiresAt, now),
          ),
        )
        .returning({ nonce: walletNonces.nonce });
      return rows.length > 0;
    },

    async addProof(row: {
      tokenHash: string;
      userId: string;
      walletAddress: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(walletProofs).values(row);
    },

    /**
     * The user of a live proof for this wallet, while that user still holds the wallet; a
     * proof for another wallet, expired, or whose wallet left the account answers nothing.
     */
    async proofUser(tokenHash: string, walletAddress: string, now: Date) {
      const [row] = await db
        .select({ userId: walletProofs.userId })
        .from(walletProofs)
        .innerJoin(
          identities,
          and(
            eq(identities.userId, walletProofs.userId),
            eq(identities.provider, 'wallet'),
            eq(identities.subject, walletProofs.walletAddress),
          ),
        )
        .where(
          and(
            eq(walletProofs.tokenHash, tokenHash),
            eq(walletProofs.walletAddress, walletAddress),
            gt(walletProofs.expiresAt, now),
          ),
        );
      return row?.userId;
    },

    /** Deletes expired nonces and proofs; answers how many went. */
    async deleteExpired(now: Date): Promise<number> {
      const nonces = await deleteExpired(db, walletNonces, walletNonces.expiresAt, now);
      return nonces + (await deleteExpired(db, walletProofs, walletProofs.expiresAt, now));
    },
  };
}

/** The wallet repository's shape. */
export type WalletRepo = ReturnType<typeof createWalletRepo>;
