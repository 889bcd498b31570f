/**
 * Texts of the Listen summary on /profile (issue 13; the spec shows no profile screen, so
 * these are decisions). Only /profile's chunk imports this file.
 */
export const summaryTexts = {
  recent: 'Recently played',
  recentEmpty: 'No listens yet. A play counts once you listen for 30 seconds.',
  topArtists: 'Top artists',
  topArtistsEmpty: 'Your most played artists show here.',
  listens: (n: number) => `${n} ${n === 1 ? 'listen' : 'listens'}`,
  loading: 'Loading...',
  failed: 'Failed to load your listens',
} as const;
