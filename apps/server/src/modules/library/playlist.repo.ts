import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@earshot/domain';
import type { Db } from '~/db/client';
import { albums, artists, playlistEntries, playlists, tracks } from '~/db/schema';
import { trackColumns, type TrackRecord } from '~/modules/catalog';

/** A playlist with how many tracks it holds. */
export interface PlaylistRecord {
  id: string;
  title: string;
  description: string;
  coverUrl: string;
  isOfficial: boolean;
  isPublic: boolean;
  isFeatured: boolean;
  createdBy: string | null;
  trackCount: number;
}

/** One entry of a playlist with its track. */
export interface PlaylistEntryRecord {
  id: string;
  playlistId: string;
  position: number;
  addedAt: Date;
  track: TrackRecord;
}

/** Which public playlists a list is about. */
export interface PlaylistFilter {
  isFeatured?: boolean | undefined;
  isOfficial?: boolean | undefined;
}

const playlistColumns = {
  id: playlists.id,
  title: playlists.title,
  description: playlists.description,
  coverUrl: playlists.coverUrl,
  isOfficial: playlists.isOfficial,
  isPublic: playlists.isPublic,
  isFeatured: playlists.isFeatured,
  createdBy: playlists.createdBy,
  trackCount: sql<number>`(select count(*)::int from playlist_entries pe where pe.playlist_id = "playlists"."id")`,
};

function publicWhere(filter: PlaylistFilter): SQL | undefined {
  return and(
    eq(playlists.isPublic, true),
    filter.isFeatured === undefined ? undefined : eq(playlists.isFeatured, filter.isFeatured),
    filter.isOfficial === undefined ? undefined : eq(playlists.isOfficial, filter.isOfficial),
  );
}

/** SQL for playlists and their entries. */
export function createPlaylistRepo(db: Db) {
  return {
    /** Public playlists: featured first, then official, then newest. */
    async listPublic(filter: PlaylistFilter, page: Page): Promise<PlaylistRecord[]> {
      return db
        .select(playlistColumns)
        .from(playlists)
        .where(publicWhere(filter))
        .orderBy(desc(playlists.isFeatured), desc(playlists.isOfficial), desc(playlists.createdAt))
        .limit(page.limit)
        .offset(page.offset);
    },
    async countPublic(filter: PlaylistFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(playlists).where(publicWhere(filter));
      return row?.n ?? 0;
    },
    async get(id: string): Promise<PlaylistRecord | undefined> {
      const [row] = await db.select(playlistColumns).from(playlists).where(eq(playlists.id, id));
      return row;
    },
    async getMany(ids: string[]): Promise<PlaylistRecord[]> {
      if (ids.length === 0) return [];
      return db.select(playlistColumns).from(playlists).where(inArray(playlists.id, ids));
    },
    async listEntries(playlistId: string, page: Page): Promise<PlaylistEntryRecord[]> {
      const rows = await db
        .select({
          id: playlistEntries.id,
          playlistId: playlistEntries.playlistId,
          position: playlistEntries.position,
          addedAt: playlistEntries.addedAt,
          track: trackColumns,
        })
        .from(playlistEntries)
        .innerJoin(tracks, eq(tracks.id, playlistEntries.trackId))
        .leftJoin(artists, eq(artists.id, tracks.artistId))
        .leftJoin(albums, eq(albums.id, tracks.albumId))
        .where(eq(playlistEntries.playlistId, playlistId))
        .orderBy(asc(playlistEntries.position), asc(playlistEntries.addedAt))
        .limit(page.limit)
        .offset(page.offset);
      return rows;
    },
  };
}

export type PlaylistRepo = ReturnType<typeof createPlaylistRepo>;
