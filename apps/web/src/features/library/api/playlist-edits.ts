import type { Client } from '@connectrpc/connect';
import type { LibraryService } from '@earshot/contract/library/v1/library';
import { OWNER_PLAYLIST_TRACKS_PAGE } from '@earshot/domain';
import { isConflict } from './use-own-playlists';

type Library = Client<typeof LibraryService>;

/** Every track id of a playlist in order, with the version they were read at. */
export async function readTrackIds(library: Library, playlistId: string) {
  const limit = OWNER_PLAYLIST_TRACKS_PAGE.maxLimit;
  const first = await library.getPlaylistTracks({ playlistId, offset: 0, limit });
  const ids = first.entries.map((entry) => entry.trackId);
  while (ids.length < first.total) {
    const page = await library.getPlaylistTracks({ playlistId, offset: ids.length, limit });
    if (page.version !== first.version || page.entries.length === 0) {
      return readTrackIds(library, playlistId);
    }
    ids.push(...page.entries.map((entry) => entry.trackId));
  }
  return { ids, version: first.version };
}

/**
 * Adds a track at the end of a playlist, unless the playlist already holds it ('already_there',
 * nothing written) and the caller did not ask for a second copy (`evenIfThere`: duplicates stay
 * allowed). The edit names the version it read; when another edit came first it reads again
 * and retries once, so an add from a row never drops the other edit.
 */
export async function appendTrack(
  library: Library,
  playlistId: string,
  trackId: number,
  options: { evenIfThere?: boolean } = {},
): Promise<'added' | 'already_there'> {
  for (let attempt = 0; ; attempt++) {
    const { ids, version } = await readTrackIds(library, playlistId);
    if (!options.evenIfThere && ids.includes(trackId)) return 'already_there';
    try {
      await library.updatePlaylistTracks({
        playlistId,
        trackIds: [...ids, trackId],
        expectedVersion: version,
      });
      return 'added';
    } catch (error) {
      if (attempt > 0 || !isConflict(error)) throw error;
    }
  }
}
