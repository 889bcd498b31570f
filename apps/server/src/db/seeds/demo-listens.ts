import { listenRow, type NewListen } from '../factories/listens';
import type { Random } from '~/random';

const DAY = 24 * 3600_000;
const DAYS = 60;
const LISTENERS = 400;
const LISTENS_PER_DAY = 1200;

/**
 * Sixty days of plausible Listens ending at `now`: a long-tailed popularity, with some tracks
 * rising and some fading over time so every period's ranking moves.
 */
export function demoListens(
  random: Random,
  tracks: { id: number; durationSeconds: number }[],
  now: Date,
): NewListen[] {
  const order = tracks
    .map((track) => ({ track, key: random.next() }))
    .sort((a, b) => a.key - b.key);
  const base = order.map((_, i) => 1 / Math.pow(i + 1, 0.8));
  const trend = order.map(() => (random.next() - 0.5) * 3);
  const rows: NewListen[] = [];
  for (let day = DAYS - 1; day >= 0; day--) {
    const progress = 1 - day / DAYS;
    const weights = base.map((w, i) => w * Math.exp(trend[i]! * (progress - 0.5)));
    const cumulative: number[] = [];
    weights.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
    const total = cumulative[cumulative.length - 1]!;
    for (let n = 0; n < LISTENS_PER_DAY; n++) {
      const target = random.next() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! < target) lo = mid + 1;
        else hi = mid;
      }
      const { track } = order[lo]!;
      const listenedAt = new Date(now.getTime() - day * DAY - random.next() * DAY);
      rows.push(
        listenRow({
          listenerId: `demo-listener-${random.int(1, LISTENERS)}`,
          trackId: track.id,
          listenedAt,
          creditedSeconds: Math.min(track.durationSeconds, random.int(30, track.durationSeconds)),
        }),
      );
    }
  }
  return rows;
}
