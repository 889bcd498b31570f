import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { artists, listens, tracks } from '~/db/schema';

/** What a listener's own Listens say about them: the latest, and the artists most heard. */
export function createListenSummaryRepo(db: Db) {
  return {
    async recent(userId: string, limit: number) {
      return db
        .select({
          trackId: listens.trackId,
          trackTitle: tracks.title,
          artistId: tracks.artistId,
          artistName: artists.name,
          imageUrl: tracks.imageUrl,
          listenedAt: listens.listenedAt,
        })
        .from(listens)
        .innerJoin(tracks, eq(tracks.id, listens.trackId))
        .innerJoin(artists, eq(artists.id, tracks.artistId))
        .where(eq(listens.listenerId, userId))
        .orderBy(desc(listens.listenedAt), desc(listens.id))
        .limit(limit);
    },
    async topArtists(userId: string, limit: number) {
      const plays = count(listens.id);
      return db
        .select({
          artistId: artists.id,
          artistName: artists.name,
          avatarUrl: artists.avatarUrl,
          listens: plays,
        })
        .from(listens)
        .innerJoin(tracks, eq(tracks.id, listens.trackId))
        .innerJoin(artists, eq(artists.id, tracks.artistId))
        .where(eq(listens.listenerId, userId))
        .groupBy(artists.id)
        .orderBy(desc(plays), asc(artists.name), asc(artists.id))
        .limit(limit);
    },
  };
}

export type ListenSummaryRepo = ReturnType<typeof createListenSummaryRepo>;
