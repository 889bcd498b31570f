import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@earshot/domain';
import type { Db } from '~/db/client';
import { playlistEntries, playlists, users } from '~/db/schema';
import { statement } from '~/db/statement';
import { newLibraryId } from './library-id';
import { trackOf, type TrackFields, type TrackRecord } from '~/modules/catalog';

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
  /** The version of the entries (ADR 0014). */
  version: number;
}

/** One entry of a playlist with its track. */
export interface PlaylistEntryRecord {
  id: string;
  playlistId: string;
  position: number;
  addedAt: Date;
  track: TrackRecord;
}

/** An entries page row as the driver parses it: the entry, then its track, flat. */
type EntryRow = TrackFields & { id: string; position: number; addedAtMs: number };

const toEntryRecord = (row: EntryRow, playlistId: string): PlaylistEntryRecord => ({
  id: row.id,
  playlistId,
  position: row.position,
  addedAt: new Date(row.addedAtMs),
  track: trackOf(row),
});

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
  version: playlists.version,
};

/** A new playlist's details. */
export interface NewOwnPlaylist {
  title: string;
  description: string;
  coverUrl: string;
  isPublic: boolean;
}

/** Details an owner may change; absent ones stay. */
export type PlaylistChanges = Partial<NewOwnPlaylist>;

const ownedWhere = (userId: string, isPublic: boolean | undefined) =>
  and(
    eq(playlists.createdBy, userId),
    isPublic === undefined ? undefined : eq(playlists.isPublic, isPublic),
  );

// Rows of one multi-row insert: 5 parameters each, well under PostgreSQL's 65,535.
const INSERT_CHUNK = 2_000;

function publicWhere(filter: PlaylistFilter): SQL | undefined {
  return and(
    eq(playlists.isPublic, true),
    filter.isFeatured === undefined ? undefined : eq(playlists.isFeatured, filter.isFeatured),
    filter.isOfficial === undefined ? undefined : eq(playlists.isOfficial, filter.isOfficial),
  );
}

/** SQL for playlists and their entries. */
export function createPlaylistRepo(db: Db) {
  // Every playlist call reads the playlist and most read its entries: prepared, so PostgreSQL
  // parses and plans them once a connection.
  const getOne = db
    .select(playlistColumns)
    .from(playlists)
    .where(eq(playlists.id, sql.placeholder('id')))
    .prepare('playlists_get');
  const entriesPage = statement<EntryRow>(
    'playlist_entries_page',
    `select e.id, e.position, floor(extract(epoch from e.added_at) * 1000)::float8 as "addedAtMs",
       t.id as "trackId", t.title, t.artist_id as "artistId", a.name as "artistName",
       t.album_id as "albumId", al.title as "albumTitle", t.genre_id as "genreId",
       t.track_number as "trackNumber", t.duration_seconds as "durationSeconds", t.url,
       t.source, t.image_url as "imageUrl"
     from playlist_entries e
     join tracks t on t.id = e.track_id
     left join artists a on a.id = t.artist_id
     left join albums al on al.id = t.album_id
     where e.playlist_id = $1::text
     order by e.position, e.added_at
     limit $2::int offset $3::int`,
  );
  const get = async (id: string): Promise<PlaylistRecord | undefined> => {
    const [row] = await getOne.execute({ id });
    return row;
  };
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
      return db.$count(playlists, publicWhere(filter));
    },
    get,
    async getMany(ids: string[]): Promise<PlaylistRecord[]> {
      if (ids.length === 0) return [];
      return db.select(playlistColumns).from(playlists).where(inArray(playlists.id, ids));
    },
    async listEntries(playlistId: string, page: Page): Promise<PlaylistEntryRecord[]> {
      const rows = await entriesPage(db, [playlistId, page.limit, page.offset]);
      // The playlist id is the caller's, not read back a thousand times.
      return rows.map((row) => toEntryRecord(row, playlistId));
    },
    /** A user's own playlists, newest first. */
    async listOwned(userId: string, isPublic: boolean | undefined, page: Page) {
      return db
        .select(playlistColumns)
        .from(playlists)
        .where(ownedWhere(userId, isPublic))
        .orderBy(desc(playlists.createdAt), desc(playlists.id))
        .limit(page.limit)
        .offset(page.offset);
    },
    async countOwned(userId: string, isPublic: boolean | undefined): Promise<number> {
      return db.$count(playlists, ownedWhere(userId, isPublic));
    },
    /**
     * Creates a playlist unless its owner already has `max`; the owner's row is locked while
     * counting, so two creations at once cannot both pass the limit.
     */
    async createOwned(
      userId: string,
      playlist: NewOwnPlaylist,
      max: number,
    ): Promise<PlaylistRecord | 'limit_reached'> {
      const id = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        if ((await tx.$count(playlists, eq(playlists.createdBy, userId))) >= max) return undefined;
        const [row] = await tx
          .insert(playlists)
          .values({ id: newLibraryId('pl'), createdBy: userId, ...playlist })
          .returning({ id: playlists.id });
        return row?.id;
      });
      return id === undefined ? 'limit_reached' : ((await get(id)) ?? 'limit_reached');
    },
    async update(id: string, changes: PlaylistChanges, now: Date): Promise<void> {
      await db
        .update(playlists)
        .set({ ...changes, updatedAt: now })
        .where(eq(playlists.id, id));
    },
    async delete(id: string): Promise<void> {
      await db.delete(playlists).where(eq(playlists.id, id));
    },
    /**
     * Replaces the entries with `trackIds` in order if the playlist is still at `expected`
     * (any version when undefined: the caller sent no precondition), and answers the new
     * version; 'stale' when it moved on. A track already in the list keeps
     * when it was added (the first time for the first copy, and so on).
     */
    async replaceEntries(
      id: string,
      expected: number | undefined,
      trackIds: number[],
      now: Date,
    ): Promise<number | 'stale'> {
      return db.transaction(async (tx) => {
        const [bumped] = await tx
          .update(playlists)
          .set({ version: sql`${playlists.version} + 1`, updatedAt: now })
          .where(
            and(
              eq(playlists.id, id),
              expected === undefined ? undefined : eq(playlists.version, expected),
            ),
          )
          .returning({ version: playlists.version });
        if (!bumped) return 'stale';
        const before = await tx
          .select({ trackId: playlistEntries.trackId, addedAt: playlistEntries.addedAt })
          .from(playlistEntries)
          .where(eq(playlistEntries.playlistId, id))
          .orderBy(asc(playlistEntries.position));
        const addedAt = new Map<number, Date[]>();
        for (const entry of before) {
          addedAt.set(entry.trackId, [...(addedAt.get(entry.trackId) ?? []), entry.addedAt]);
        }
        await tx.delete(playlistEntries).where(eq(playlistEntries.playlistId, id));
        const rows = trackIds.map((trackId, position) => ({
          id: newLibraryId('pe'),
          playlistId: id,
          trackId,
          position,
          addedAt: addedAt.get(trackId)?.shift() ?? now,
        }));
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          await tx.insert(playlistEntries).values(rows.slice(i, i + INSERT_CHUNK));
        }
        return bumped.version;
      });
    },
  };
}

export type PlaylistRepo = ReturnType<typeof createPlaylistRepo>;
