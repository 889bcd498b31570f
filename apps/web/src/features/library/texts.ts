/** Spec 1 §2 texts of the sidebar's playlist section, verbatim. */
export const libraryTexts = {
  heading: 'PLAYLIST',
  loading: 'Loading...',
  failed: 'Failed to load playlists',
  signedOut: 'Sign in to view playlists',
  empty: 'No playlists yet',
  /** The add button's name; the spec shows only an icon (decision: distinct from the 'Create playlist' route label). */
  addPlaylist: 'Add playlist',
} as const;

/**
 * Favourites: ours; the spec's own (spec 2 §5, §6, §8) are the domain's LIBRARY_TEXTS, shared
 * with the server (kept out of this module so the shell's chunk carries no domain rules).
 */
export const favoriteTexts = {
  like: (name: string) => `Add ${name} to favorites`,
  unlike: (name: string) => `Remove ${name} from favorites`,
  /** Spec 1 §8, the generic failure toast. */
  failed: 'Something went wrong. Please try again.',
  tabs: { track: 'Tracks', artist: 'Artists', album: 'Albums' },
  kindsLabel: 'Favourite kinds',
  empty: {
    track: 'No liked tracks yet',
    artist: 'No liked artists yet',
    album: 'No liked albums yet',
  },
  emptyHint: 'Press the heart on anything you love to keep it here.',
  signedOut: 'Sign in to see your favourites',
  loading: 'Loading...',
  loadFailed: 'Failed to load favourites',
  loadMore: 'Load more',
  count: (n: number) => n.toLocaleString('en'),
} as const;

/** Own playlists (the spec shows no layout: these are ours, except where marked). */
export const playlistTexts = {
  play: (title: string) => `Play ${title}`,
  /** The player panel's list of the user's playlists (spec 1 §2 YOUR PLAYLIST). */
  panelPlaylists: 'Your playlists',
  tracksCount: (n: number) => (n === 1 ? '1 track' : `${n.toLocaleString('en')} tracks`),
  openFailed: 'Failed to load playlist',
  addToPlaylist: 'Add to playlist',
  addToPlaylistFor: (title: string) => `Add ${title} to playlist`,
  addNeedsSignIn: 'Sign in to add songs to playlists',
  added: (title: string) => `Added to ${title}`,
  /** A track added to a playlist that holds it already (decision, issue 38). */
  alreadyIn: (track: string, playlist: string) => `${track} is already in ${playlist}`,
  addAnyway: 'Add anyway',
  newPlaylist: 'New playlist',
  noPlaylists: 'No playlists yet',
  title: 'Title',
  description: 'Description',
  imageUrl: 'Cover image URL',
  imageUrlHint: 'Leave empty for a generated cover',
  visibility: 'Visibility',
  public: 'Public',
  private: 'Private',
  create: 'Create playlist',
  creating: 'Creating...',
  save: 'Save',
  cancel: 'Cancel',
  rename: 'Edit details',
  delete: 'Delete playlist',
  deleteConfirm: (title: string) => `Delete “${title}”? This cannot be undone.`,
  deleted: 'Playlist deleted',
  remove: (title: string) => `Remove ${title} from playlist`,
  moveUp: (title: string) => `Move ${title} up`,
  moveDown: (title: string) => `Move ${title} down`,
  dragHandle: (title: string) => `Drag ${title} to reorder`,
  entries: 'Tracks of this playlist',
  yourPlaylist: (isPublic: boolean) =>
    isPublic ? 'Your public playlist' : 'Your private playlist',
  signInToCreate: 'Sign in to create playlists',
  trackCount: (n: number) => (n === 1 ? '1 track' : `${n.toLocaleString('en')} tracks`),
} as const;
