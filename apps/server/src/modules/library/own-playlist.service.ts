import {
  checkCatalogId,
  checkPlaylistDetails,
  LIBRARY_TEXTS,
  normalizePlaylistDetails,
  OWN_PLAYLISTS_PAGE,
  OWNER_PLAYLIST_TRACKS_PAGE,
  PLAYLIST_LIMITS,
  type PlaylistDetailsInput,
} from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import { AppError } from '~/errors';
import { found, pageOrThrow, type CatalogService } from '~/modules/catalog';
import { ownedBy, visibleTo } from './playlist-access';
import { playlistIdOrThrow } from './playlist-id';
import type { PlaylistRepo } from './playlist.repo';

type Window = { offset?: number | undefined; limit?: number | undefined };

/** The details as stored, or InvalidArgument with the first problem's words. */
function detailsOrThrow<T extends PlaylistDetailsInput>(input: T): T {
  const details = normalizePlaylistDetails(input);
  const [problem] = checkPlaylistDetails(details);
  if (problem) throw new AppError('invalid_argument', problem.code, problem.message);
  return details;
}

/**
 * A user's own playlists (ADR 0014): create, list, read with the version, edit. Every edit is
 * the owner's only; the track list is replaced whole and only from the version last read.
 */
export function createOwnPlaylistService(deps: {
  playlists: PlaylistRepo;
  catalog: Pick<CatalogService, 'getTracks'>;
  clock: Clock;
}) {
  const { playlists, catalog, clock } = deps;
  const owned = async (userId: string, playlistId: string) =>
    ownedBy(await playlists.get(playlistIdOrThrow(playlistId)), userId);

  /** Every id a catalogue track's, or InvalidArgument naming the first that is not. */
  async function tracksOrThrow(trackIds: number[]) {
    if (trackIds.length > PLAYLIST_LIMITS.tracksMax) {
      throw new AppError('invalid_argument', REASONS.playlistTooLong, LIBRARY_TEXTS.tooManyTracks);
    }
    for (const id of trackIds) {
      const problem = checkCatalogId('track_ids', id);
      if (problem) throw new AppError('invalid_argument', REASONS.invalidTrackId, problem.message);
    }
    const unique = [...new Set(trackIds)];
    const known = new Set((await catalog.getTracks(unique)).map((track) => track.id));
    const missing = unique.find((id) => !known.has(id));
    if (missing !== undefined) {
      throw new AppError(
        'invalid_argument',
        REASONS.invalidTrackId,
        `track_ids: there is no track ${missing}`,
      );
    }
  }

  return {
    async list(userId: string, req: Window & { isPublic?: boolean | undefined }) {
      const page = pageOrThrow(req, OWN_PLAYLISTS_PAGE);
      const [rows, total] = await Promise.all([
        playlists.listOwned(userId, req.isPublic, page),
        playlists.countOwned(userId, req.isPublic),
      ]);
      return { rows, total, page };
    },
    /** A playlist the viewer may see, a window of its entries, and whether they own it. */
    async getTracks(req: Window & { playlistId: string }, viewerId: string) {
      const id = playlistIdOrThrow(req.playlistId);
      const playlist = found(visibleTo(await playlists.get(id), viewerId), 'playlist');
      const page = pageOrThrow(req, OWNER_PLAYLIST_TRACKS_PAGE);
      const rows = await playlists.listEntries(id, page);
      const isOwner = playlist.createdBy === viewerId;
      return { playlist, rows, total: playlist.trackCount, page, isOwner };
    },
    async create(
      userId: string,
      input: { title: string; description: string; imageUrl: string; isPublic: boolean },
    ) {
      const details = detailsOrThrow(input);
      const created = await playlists.createOwned(
        userId,
        {
          title: details.title,
          description: details.description,
          coverUrl: details.imageUrl,
          isPublic: input.isPublic,
        },
        PLAYLIST_LIMITS.playlistsPerUser,
      );
      if (created === 'limit_reached') {
        throw new AppError(
          'invalid_argument',
          REASONS.playlistLimitReached,
          LIBRARY_TEXTS.tooManyPlaylists,
        );
      }
      return created;
    },
    async updateTracks(
      userId: string,
      req: { playlistId: string; trackIds: number[]; expectedVersion?: number | undefined },
    ) {
      const playlist = await owned(userId, req.playlistId);
      await tracksOrThrow(req.trackIds);
      const version = await playlists.replaceEntries(
        playlist.id,
        req.expectedVersion,
        req.trackIds,
        clock.now(),
      );
      if (version === 'stale') {
        throw new AppError('stale', REASONS.playlistVersionConflict, LIBRARY_TEXTS.versionConflict);
      }
      return found(await playlists.get(playlist.id), 'playlist');
    },
    async update(
      userId: string,
      req: PlaylistDetailsInput & { playlistId: string; isPublic?: boolean | undefined },
    ) {
      const playlist = await owned(userId, req.playlistId);
      const details = detailsOrThrow(req);
      const changes = {
        ...(details.title === undefined ? {} : { title: details.title }),
        ...(details.description === undefined ? {} : { description: details.description }),
        ...(details.imageUrl === undefined ? {} : { coverUrl: details.imageUrl }),
        ...(req.isPublic === undefined ? {} : { isPublic: req.isPublic }),
      };
      await playlists.update(playlist.id, changes, clock.now());
      return found(await playlists.get(playlist.id), 'playlist');
    },
    async delete(userId: string, playlistId: string) {
      const playlist = await owned(userId, playlistId);
      await playlists.delete(playlist.id);
    },
  };
}

export type OwnPlaylistService = ReturnType<typeof createOwnPlaylistService>;
