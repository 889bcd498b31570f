import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { albums, artists, genres, tracks } from '../schema';

export type NewGenre = typeof genres.$inferInsert;
export type NewArtist = typeof artists.$inferInsert;
export type NewAlbum = typeof albums.$inferInsert;
export type NewTrack = typeof tracks.$inferInsert;

let counter = 0;
const next = () => ++counter;

/** A genre row with a unique name unless one is given. */
export const genreRow = (attrs: Partial<NewGenre> = {}): NewGenre => ({
  name: `Genre ${next()}`,
  ...attrs,
});

/** An artist row with a unique name unless one is given. */
export const artistRow = (attrs: Partial<NewArtist> = {}): NewArtist => ({
  name: `Artist ${next()}`,
  ...attrs,
});

/** An album row of the given artist. */
export const albumRow = (attrs: Partial<NewAlbum> & Pick<NewAlbum, 'artistId'>): NewAlbum => ({
  title: `Album ${next()}`,
  ...attrs,
});

/** A track row of the given artist: three minutes on Spotify unless told otherwise. */
export const trackRow = (attrs: Partial<NewTrack> & Pick<NewTrack, 'artistId'>): NewTrack => {
  const n = next();
  return {
    title: `Track ${n}`,
    durationSeconds: 180,
    source: 'spotify',
    url: `https://open.spotify.com/track/${String(n).padStart(22, '0')}`,
    ...attrs,
  };
};

/** Rows of the catalogue to insert together, parents first. */
export interface CatalogRows {
  genres?: NewGenre[];
  artists?: NewArtist[];
  albums?: NewAlbum[];
  tracks?: NewTrack[];
}

const CHUNK = 500;

async function insertChunks<T>(rows: T[] | undefined, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < (rows?.length ?? 0); i += CHUNK) await insert(rows!.slice(i, i + CHUNK));
}

/**
 * Inserts catalogue rows; rows whose id exists already are left as they are, so seeding
 * twice changes nothing. Identity sequences are moved past any explicit ids.
 */
export async function insertCatalog(db: Db, rows: CatalogRows): Promise<void> {
  await db.transaction(async (tx) => {
    await insertChunks(rows.genres, (c) => tx.insert(genres).values(c).onConflictDoNothing());
    await insertChunks(rows.artists, (c) => tx.insert(artists).values(c).onConflictDoNothing());
    await insertChunks(rows.albums, (c) => tx.insert(albums).values(c).onConflictDoNothing());
    await insertChunks(rows.tracks, (c) => tx.insert(tracks).values(c).onConflictDoNothing());
    for (const table of ['genres', 'artists', 'albums', 'tracks']) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        ),
      );
    }
  });
}
