import { listenRow, type NewListen } from '../factories/listens';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * A fixed Listen history, relative to `now`, whose rankings differ per period:
 * daily #1 track 3 (Jazz #1 track 4), weekly #1 track 5, monthly #1 track 7.
 */
export function e2eListens(now: Date): NewListen[] {
  const rows: NewListen[] = [];
  let listener = 0;
  const listens = (trackId: number, count: number, fromHoursAgo: number, toHoursAgo: number) => {
    for (let i = 0; i < count; i++) {
      const hoursAgo = fromHoursAgo + ((toHoursAgo - fromHoursAgo) * i) / Math.max(1, count - 1);
      listener += 1;
      rows.push(
        listenRow({
          listenerId: `e2e-listener-${listener}`,
          trackId,
          listenedAt: new Date(now.getTime() - hoursAgo * HOUR),
        }),
      );
    }
  };
  listens(3, 6, 1, 5);
  listens(4, 4, 1, 5);
  listens(1, 3, 2, 6);
  listens(5, 40, 2 * 24, 4 * 24);
  listens(7, 200, 8 * 24, 14 * 24);
  listens(9, 12, 20 * 24, 26 * 24);
  return rows.filter((row) => now.getTime() - row.listenedAt.getTime() < 60 * DAY);
}
