import type { Db } from '../client';
import { playlistEntries, playlists } from '../schema';

export type NewPlaylist = typeof playlists.$inferInsert;

let counter = 0;

/** A public, user-made playlist row unless told otherwise. */
export const playlistRow = (attrs: Partial<NewPlaylist> = {}): NewPlaylist => {
  counter += 1;
  return { id: `pl-${counter}`, title: `Playlist ${counter}`, ...attrs };
};

/**
 * Inserts playlists with their tracks in order (entry ids are `<playlist>-<position>`);
 * playlists that exist already are left as they are.
 */
export async function insertPlaylists(
  db: Db,
  items: { playlist: NewPlaylist; trackIds: number[]; addedAt?: Date }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { playlist, trackIds, addedAt } of items) {
      const inserted = await tx
        .insert(playlists)
        .values(playlist)
        .onConflictDoNothing()
        .returning({ id: playlists.id });
      if (inserted.length === 0 || trackIds.length === 0) continue;
      const id = inserted[0]!.id;
      await tx.insert(playlistEntries).values(
        trackIds.map((trackId, position) => ({
          id: `${id}-${position}`,
          playlistId: id,
          trackId,
          position,
          ...(addedAt ? { addedAt } : {}),
        })),
      );
    }
  });
}
