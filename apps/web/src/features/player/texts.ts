/** Spec 1 §2 texts of the player panel, verbatim. */
export const playerTexts = {
  panel: 'Player',
  loading: 'Loading music player...',
  noTracks: 'No tracks available',
  /** The region naming the requested song (decision: the spec shows no label). */
  current: 'Current song',
} as const;
