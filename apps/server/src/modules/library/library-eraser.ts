import { eq } from 'drizzle-orm';
import type { Tx } from '~/db/client';
import { favorites, playlists } from '~/db/schema';

/**
 * Erases what the library holds of a deleted account, inside the deletion's transaction
 * (ADR 0023): its own playlists (their entries go with them) and its favourites. The user
 * row stays as a tombstone, so no foreign key would do this.
 */
export async function eraseLibraryOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(playlists).where(eq(playlists.createdBy, userId));
  await tx.delete(favorites).where(eq(favorites.userId, userId));
}
