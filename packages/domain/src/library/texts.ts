import { PLAYLIST_LIMITS } from './limits';

/**
 * The words of favourites and own playlists: verbatim from spec 2 §5, §6 and §8 where the
 * spec gives them; the others are ours. Server answers and web forms both read them here.
 */
export const LIBRARY_TEXTS = {
  trackIdRequired: 'Track ID is required',
  artistIdRequired: 'Artist ID is required',
  albumIdRequired: 'Album ID is required',
  addNeedsSignIn: 'Authentication required to add favorites',
  removeNeedsSignIn: 'Authentication required to remove favorites',
  /** Not worded by the spec. */
  itemTypeRequired: 'item_type must be track, artist or album',
  added: 'Added to favorites',
  removed: 'Removed from favorites',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${PLAYLIST_LIMITS.titleMax} characters`,
  descriptionTooLong: `Description must be at most ${PLAYLIST_LIMITS.descriptionMax} characters`,
  imageUrlInvalid: 'Cover image must be an http or https URL',
  tooManyTracks: `A playlist holds at most ${PLAYLIST_LIMITS.tracksMax.toLocaleString('en')} tracks`,
  tooManyPlaylists: `You can have at most ${PLAYLIST_LIMITS.playlistsPerUser.toLocaleString('en')} playlists`,
  notOwned: 'Only the owner can change this playlist',
  versionConflict: 'This playlist was changed elsewhere. Reload it and try again.',
} as const;
