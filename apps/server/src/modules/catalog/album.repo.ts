import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@earshot/domain';
import type { Db } from '~/db/client';
import { albums, artists, genres } from '~/db/schema';

/** An album with its artist's and genre's names. */
export interface AlbumRecord {
  id: number;
  title: string;
  artistId: number;
  artistName: string | null;
  coverUrl: string;
  releaseDate: string | null;
  genreId: number | null;
  genreName: string | null;
  trackCount: number;
}

const albumColumns = {
  id: albums.id,
  title: albums.title,
  artistId: albums.artistId,
  artistName: artists.name,
  coverUrl: albums.coverUrl,
  releaseDate: albums.releaseDate,
  genreId: albums.genreId,
  genreName: genres.name,
  trackCount: sql<number>`(select count(*)::int from tracks tr where tr.album_id = "albums"."id")`,
};

const byArtist = (artistId: number | undefined): SQL | undefined =>
  artistId === undefined ? undefined : eq(albums.artistId, artistId);

/** SQL for albums. */
export function createAlbumRepo(db: Db) {
  const selectAlbums = () =>
    db
      .select(albumColumns)
      .from(albums)
      .leftJoin(artists, eq(artists.id, albums.artistId))
      .leftJoin(genres, eq(genres.id, albums.genreId));
  return {
    /** Newest release first; undated albums last. */
    async list(filter: { artistId?: number | undefined }, page: Page): Promise<AlbumRecord[]> {
      return selectAlbums()
        .where(byArtist(filter.artistId))
        .orderBy(sql`${albums.releaseDate} desc nulls last`, desc(albums.id))
        .limit(page.limit)
        .offset(page.offset);
    },
    async count(filter: { artistId?: number | undefined }): Promise<number> {
      return db.$count(albums, byArtist(filter.artistId));
    },
    async get(id: number): Promise<AlbumRecord | undefined> {
      const [row] = await selectAlbums().where(eq(albums.id, id));
      return row;
    },
    async getMany(ids: number[]): Promise<AlbumRecord[]> {
      if (ids.length === 0) return [];
      return selectAlbums().where(inArray(albums.id, ids));
    },
  };
}

export type AlbumRepo = ReturnType<typeof createAlbumRepo>;
