import { RankingPeriod } from '@earshot/contract/ranking/v1/ranking';

/** Spec 2 §8 leaderboard and rank texts, verbatim; the rest are decisions (ADR 0019). */
export const rankingTexts = {
  unavailable: 'Leaderboard service is currently unavailable. Please try again later.',
  authRequired: 'Authentication required to view leaderboard.',
  failed: 'Failed to fetch leaderboard data',
  rankFailed: 'Failed to fetch user rank',
  rankUnavailable: 'Ranking service is currently unavailable. Please try again later.',
  rankAuthRequired: 'Authentication required to view your rank.',
  loading: 'Loading...',
  empty: 'No one has earned EP yet',
  period: 'Period',
  /** Each period's name in the address (paths.ts), its call value and its label. */
  periods: [
    ['all-time', RankingPeriod.ALL_TIME, 'All time'],
    ['monthly', RankingPeriod.MONTH, 'This month'],
    ['weekly', RankingPeriod.WEEK, 'This week'],
  ] as const,
  topThree: 'Top three',
  yourRank: 'Your rank',
  nearYou: 'Near you',
  unranked: 'Listen to earn EP and join the leaderboard.',
  everyone: 'Everyone',
  rank: (rank: number) => `#${rank}`,
  points: (ep: number) => `${ep.toLocaleString('en-US')} EP`,
  you: 'You',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
} as const;

/** The name an entry shows, with the spec's fallback 'User {index}' (spec 2 §3). */
export const entryName = (entry: { displayName: string; username: string }, index: number) =>
  entry.displayName || entry.username || `User ${index}`;
