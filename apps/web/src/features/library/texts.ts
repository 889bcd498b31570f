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
