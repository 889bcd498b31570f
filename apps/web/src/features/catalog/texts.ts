/** Spec 1 texts of the catalogue's track lists, verbatim. */
export const catalogTexts = {
  loading: 'Loading...',
  empty: 'No tracks available',
  failed: 'Failed to load tracks from server',
  unknownArtist: 'Unknown Artist',
  /** The accessible name of a track list (decision: the spec shows none). */
  tracks: 'Tracks',
} as const;
