// The library's public surface: playlists, official and users' own (ADR 0007).
export {
  createPlaylistRepo,
  type PlaylistEntryRecord,
  type PlaylistRecord,
  type PlaylistRepo,
} from './playlist.repo';
export { createPlaylistService, type PlaylistService } from './playlist.service';
export { publicPlaylistHandlers } from './public-playlists.handlers';
