import { and, eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { albums, artists, genres, tracks } from '~/db/schema';
import type { TrackTags } from './read-tags';

/** A hosted track to add: its file's tags, with the names of what it belongs to. */
export type ImportedTrackRow = Omit<TrackTags, 'cover'> & {
  mediaHash: string;
  url: string;
  /** The embedded cover's URL, when the file had one. */
  coverUrl: string | null;
};

/** The id of the track whose audio has this sha256, if one was imported. */
export async function findTrackIdByHash(db: Db, mediaHash: string): Promise<number | null> {
  const [row] = await db
    .select({ id: tracks.id })
    .from(tracks)
    .where(eq(tracks.mediaHash, mediaHash));
  return row?.id ?? null;
}

async function genreId(db: Db, name: string): Promise<number> {
  await db.insert(genres).values({ name }).onConflictDoNothing({ target: genres.name });
  const [row] = await db.select({ id: genres.id }).from(genres).where(eq(genres.name, name));
  return row!.id;
}

async function artistId(db: Db, name: string): Promise<number> {
  const [found] = await db
    .select({ id: artists.id })
    .from(artists)
    .where(eq(artists.name, name))
    .orderBy(artists.id)
    .limit(1);
  if (found) return found.id;
  const [row] = await db.insert(artists).values({ name }).returning({ id: artists.id });
  return row!.id;
}

/** The artist's album of that title, created when missing; a missing cover is filled in. */
async function album(db: Db, row: ImportedTrackRow, ownerId: number, genre: number | null) {
  const title = row.album!;
  const [found] = await db
    .select({ id: albums.id, coverUrl: albums.coverUrl })
    .from(albums)
    .where(and(eq(albums.artistId, ownerId), eq(albums.title, title)))
    .orderBy(albums.id)
    .limit(1);
  if (!found) {
    const [created] = await db
      .insert(albums)
      .values({
        title,
        artistId: ownerId,
        genreId: genre,
        releaseDate: row.releaseDate,
        coverUrl: row.coverUrl ?? '',
      })
      .returning({ id: albums.id, coverUrl: albums.coverUrl });
    return created!;
  }
  if (!found.coverUrl && row.coverUrl) {
    await db.update(albums).set({ coverUrl: row.coverUrl }).where(eq(albums.id, found.id));
    return { ...found, coverUrl: row.coverUrl };
  }
  return found;
}

/**
 * Adds a hosted track and, by name, its genre, artist and album, in one transaction.
 * Returns the new track's id, or null when a track with the same audio exists already.
 */
export async function saveImportedTrack(db: Db, row: ImportedTrackRow): Promise<number | null> {
  return db.transaction(async (tx) => {
    const genre = row.genre ? await genreId(tx, row.genre) : null;
    const performer = await artistId(tx, row.artist);
    const owner = row.albumArtist === row.artist ? performer : await artistId(tx, row.albumArtist);
    const disc = row.album ? await album(tx, row, owner, genre) : null;
    const [created] = await tx
      .insert(tracks)
      .values({
        title: row.title,
        artistId: performer,
        albumId: disc?.id ?? null,
        genreId: genre,
        trackNumber: row.trackNumber,
        durationSeconds: row.durationSeconds,
        url: row.url,
        source: 'hosted',
        imageUrl: row.coverUrl ?? disc?.coverUrl ?? '',
        mediaHash: row.mediaHash,
      })
      .onConflictDoNothing({ target: tracks.mediaHash })
      .returning({ id: tracks.id });
    return created?.id ?? null;
  });
}
