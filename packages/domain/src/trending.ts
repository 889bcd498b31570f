/** The windows a trending ranking covers. */
export type TrendingPeriodName = 'daily' | 'weekly' | 'monthly';

/** The periods in the order screens offer them; daily is the default (spec 2 §4). */
export const TRENDING_PERIODS: readonly TrendingPeriodName[] = ['daily', 'weekly', 'monthly'];

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * How each period is scored: the window's length, and the half-life of a Listen's weight
 * within it (recency decay: a Listen one half-life old counts half).
 */
export const TRENDING_WINDOWS: Record<
  TrendingPeriodName,
  { windowSeconds: number; halfLifeSeconds: number }
> = {
  daily: { windowSeconds: DAY, halfLifeSeconds: 6 * HOUR },
  weekly: { windowSeconds: 7 * DAY, halfLifeSeconds: 2 * DAY },
  monthly: { windowSeconds: 30 * DAY, halfLifeSeconds: 7 * DAY },
};

/** At most this many Listens per listener per track per UTC day count (DESIGN.md). */
export const TRENDING_LISTENS_PER_LISTENER_TRACK_DAY = 3;

/** A snapshot keeps this many ranked tracks; deeper ranks are not served. */
export const TRENDING_MAX_RANK = 1000;

/**
 * Places moved since the previous window's ranking (the same period, ending one window
 * earlier): positive is up. A track not ranked then has moved 0 places (and is new).
 */
export function rankChange(previousRank: number | undefined, rank: number): number {
  return previousRank === undefined ? 0 : previousRank - rank;
}

/** Change of plays against the previous window in percent, one decimal; 0 when none before. */
export function playsChangePercent(previousPlays: number, plays: number): number {
  if (previousPlays <= 0) return 0;
  return Math.round(((plays - previousPlays) / previousPlays) * 1000) / 10;
}

/** A rank to show: the stored one, or position + offset + 1 when missing (spec 2 §9). */
export function displayRank(rank: number, position: number, offset: number): number {
  return rank > 0 ? rank : position + offset + 1;
}
