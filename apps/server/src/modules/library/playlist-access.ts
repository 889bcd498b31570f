import { LIBRARY_TEXTS } from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';
import { found } from '~/modules/catalog';
import type { PlaylistRecord } from './playlist.repo';

/** A private playlist is visible to its owner only; to anyone else it does not exist. */
export function visibleTo(playlist: PlaylistRecord | undefined, viewerId: string | undefined) {
  return playlist && (playlist.isPublic || (viewerId && playlist.createdBy === viewerId))
    ? playlist
    : undefined;
}

/**
 * The playlist if `userId` owns it. One they cannot see is NotFound, so a private playlist's
 * existence is not revealed; one they can see but do not own (public, official) is
 * PermissionDenied.
 */
export function ownedBy(playlist: PlaylistRecord | undefined, userId: string): PlaylistRecord {
  const visible = found(visibleTo(playlist, userId), 'playlist');
  if (visible.createdBy !== userId) {
    throw new AppError('permission_denied', REASONS.playlistNotOwned, LIBRARY_TEXTS.notOwned);
  }
  return visible;
}
