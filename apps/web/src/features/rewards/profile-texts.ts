/**
 * Texts of the statistics on /profile (spec 2 §3 user statistics). The spec names the figures,
 * not their labels: the labels are decisions; the EP figures' names are shared
 * (config/ep-figures.ts, ADR 0030). Only /profile's chunk imports this file.
 */
export const statisticsTexts = {
  title: 'Statistics',
  history: 'EP history',
  listeningTime: 'Listening time',
  uniqueSongs: 'Unique songs played',
  totalPlays: 'Total plays',
  lastCalculated: (when: string) => `Last calculated ${when}`,
  loading: 'Loading...',
  failed: 'Failed to load your statistics',
} as const;

/** Listening time in hours and minutes: '0 h 00 min', '12 h 05 min'. */
export function formatHoursMinutes(totalSeconds: number): string {
  const minutes = Math.floor(Math.max(0, totalSeconds) / 60);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
