import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  PlaylistEntrySchema,
  PlaylistSchema,
  type Playlist,
  type PlaylistEntry,
} from '@earshot/contract/catalog/v1/catalog';
import { toTrack } from '~/modules/catalog';
import type { PlaylistEntryRecord, PlaylistRecord } from './playlist.repo';

/** The name official playlists are credited to. */
const EARSHOT_CREATOR = 'Earshot';

export const toPlaylist = (row: PlaylistRecord): Playlist =>
  create(PlaylistSchema, {
    playlistId: row.id,
    title: row.title,
    description: row.description,
    coverImage: row.coverUrl,
    imageUrl: row.coverUrl,
    isOfficial: row.isOfficial,
    isPublic: row.isPublic,
    isFeatured: row.isFeatured,
    createdBy: row.createdBy ?? '',
    creatorName: row.isOfficial ? EARSHOT_CREATOR : '',
    trackCount: row.trackCount,
  });

/** An entry as the wire sends it; a message literal, as toTrack, since a page holds 1,000. */
export const toEntry = (row: PlaylistEntryRecord): PlaylistEntry => ({
  $typeName: PlaylistEntrySchema.typeName,
  entryId: row.id,
  playlistId: row.playlistId,
  trackId: row.track.id,
  position: row.position,
  addedAt: timestampFromDate(row.addedAt),
  track: toTrack(row.track),
});
