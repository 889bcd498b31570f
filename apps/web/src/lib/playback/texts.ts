/**
 * Texts of the queue actions, shared by every track list that offers them (the catalogue's
 * rows and the player's) so they read the same everywhere. Decisions: the spec has no queue.
 */
export const queueTexts = {
  playNext: 'Play next',
  addToQueue: 'Add to queue',
  moreFor: (title: string) => `More options for ${title}`,
  playingNext: (title: string) => `${title} plays next`,
  added: (title: string) => `${title} added to the queue`,
  /** A row's play control while its track plays. */
  pause: (title: string) => `Pause ${title}`,
} as const;
