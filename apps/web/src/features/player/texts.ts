/** Spec 1 §2 texts of the player panel, verbatim. */
export const playerTexts = {
  panel: 'Player',
  loading: 'Loading music player...',
  noTracks: 'No tracks available',
} as const;
