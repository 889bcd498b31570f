// The library's public surface: playlists, official and users' own, and favourites (ADR 0007, 0014).
export { eraseLibraryOf } from './library-eraser';
export { libraryHandlers } from './library.handlers';
export { createLibraryServices } from './library-services';
export {
  createPlaylistRepo,
  type PlaylistEntryRecord,
  type PlaylistRecord,
  type PlaylistRepo,
} from './playlist.repo';
export { createPlaylistService, type PlaylistService } from './playlist.service';
export { publicPlaylistHandlers } from './public-playlists.handlers';
