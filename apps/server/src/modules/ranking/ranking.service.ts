import { LEADERBOARD_PAGE } from '@earshot/domain';
import type { Clock } from '~/clock';
import { batched } from '~/db/batched';
import { pageOrThrow } from '~/modules/catalog';
import type { RankPeriod, RankSnapshotRepo } from './rank-snapshot.repo';
import type { SnapshotCache } from './snapshot-cache';

/** Entries shown above and below the user ('near me'). */
export const NEAR_ME = 5;

/** Every period a board is kept for. */
export const RANK_PERIODS: readonly RankPeriod[] = ['all_time', 'month', 'week'];

/** Where a period starts at `now`: the epoch, the UTC month, the ISO week (Monday, UTC). */
export function periodStart(period: RankPeriod, now: Date): Date {
  if (period === 'all_time') return new Date(0);
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'month') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * 86_400_000);
}

type Window = { offset?: number | undefined; limit?: number | undefined };

/**
 * The leaderboard: pages and ranks read from the latest snapshot by index, never a sort per
 * request; which snapshot is the latest, and its top pages, are kept in memory (SnapshotCache).
 * A period without a snapshot yet is computed once on first read.
 */
export function createRankingService(deps: {
  snapshots: RankSnapshotRepo;
  cache: SnapshotCache;
  clock: Clock;
}) {
  const { snapshots, cache } = deps;
  const refresh = async (period: RankPeriod) => {
    const now = deps.clock.now();
    const snapshot = await snapshots.compute(period, periodStart(period, now), now);
    cache.put(snapshot);
    return snapshot;
  };
  const latest = async (period: RankPeriod) =>
    (await cache.latest(period, () => snapshots.latest(period))) ?? (await refresh(period));
  // 'Near me' of the calls that arrive together, read in one statement per period.
  const nearOf = (period: RankPeriod) =>
    batched(async (userIds: readonly string[]) => {
      const rows = await snapshots.near(period, [...new Set(userIds)], NEAR_ME);
      return userIds.map((userId) => rows.get(userId) ?? []);
    });
  const near = { all_time: nearOf('all_time'), month: nearOf('month'), week: nearOf('week') };
  return {
    /**
     * Recomputes every period's board (the rank job, and tests on demand), the three at once:
     * each is partly one process's work (writing its table), which the others' fill in.
     */
    async refreshAll() {
      await Promise.all(RANK_PERIODS.map(refresh));
    },
    async leaderboard(period: RankPeriod, req: Window) {
      const page = pageOrThrow(req, LEADERBOARD_PAGE);
      const snapshot = await latest(period);
      // Past the end nothing is read (and positions stay within int4).
      const entries =
        page.offset < snapshot.userCount
          ? await cache.page(snapshot, page.offset, page.limit, () =>
              snapshots.page(snapshot.id, page.offset, page.limit),
            )
          : [];
      return { entries, total: snapshot.userCount, computedAt: snapshot.computedAt };
    },
    /** A user's row and the rows near it; rank 0 and no rows when the user has no EP. */
    async userRank(userId: string, period: RankPeriod) {
      // The period's latest entries exist once it has a snapshot (computed here if none yet).
      await latest(period);
      const rows = await near[period](userId);
      const own = rows.find((row) => row.userId === userId);
      return { own, near: own ? rows : [] };
    },
  };
}

export type RankingService = ReturnType<typeof createRankingService>;
