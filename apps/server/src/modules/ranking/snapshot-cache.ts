import type { Db } from '~/db/client';
import type { RankRow, RankPeriod, RankSnapshot } from './rank-snapshot.repo';

/**
 * How long an instance trusts the latest snapshot it knows before asking the database again
 * (ADR 0019, amended): another instance's refresh shows here within this time.
 */
export const LATEST_RECHECK_MS = 1000;

/** Pages of one snapshot kept in memory: the top of the board, as visitors read it. */
const CACHED_PAGES = 8;
/** Only pages within the first positions are kept, so a deep page never pushes out the top. */
const CACHED_POSITIONS = 100;

interface Known {
  snapshot: RankSnapshot;
  checkedAt: number;
  pages: Map<string, RankRow[]>;
}

/**
 * The latest snapshot per period, and the top pages of it, in process memory. A snapshot's
 * positions never change once computed, so a page is keyed by its snapshot; the names and
 * avatars joined into a kept page are those of when it was first read, until the next snapshot
 * (at most a refresh interval). "Which snapshot is the latest" is read again at most every
 * LATEST_RECHECK_MS.
 */
export function createSnapshotCache(now: () => number = () => performance.now()) {
  const known = new Map<RankPeriod, Known>();
  const reading = new Map<RankPeriod, Promise<RankSnapshot | undefined>>();
  const put = (snapshot: RankSnapshot) => {
    const current = known.get(snapshot.period);
    if (current?.snapshot.id === snapshot.id) current.checkedAt = now();
    else known.set(snapshot.period, { snapshot, checkedAt: now(), pages: new Map() });
  };
  return {
    /** Records a snapshot just computed or read as the period's latest. */
    put,
    /** The period's latest snapshot, read through `read` when unknown or due for a check. */
    async latest(period: RankPeriod, read: () => Promise<RankSnapshot | undefined>) {
      const current = known.get(period);
      if (current && now() - current.checkedAt < LATEST_RECHECK_MS) return current.snapshot;
      // Concurrent requests share one read.
      let pending = reading.get(period);
      if (!pending) {
        pending = read().finally(() => reading.delete(period));
        reading.set(period, pending);
      }
      const found = await pending;
      if (found) put(found);
      return found;
    },
    /** A page of a snapshot, read through `read` unless kept. */
    async page(
      snapshot: RankSnapshot,
      offset: number,
      limit: number,
      read: () => Promise<RankRow[]>,
    ) {
      const current = known.get(snapshot.period);
      const key = `${offset}:${limit}`;
      const kept = current?.snapshot.id === snapshot.id ? current.pages.get(key) : undefined;
      if (kept) return kept;
      const rows = await read();
      if (current?.snapshot.id === snapshot.id && offset + limit <= CACHED_POSITIONS) {
        if (current.pages.size >= CACHED_PAGES) current.pages.clear();
        current.pages.set(key, rows);
      }
      return rows;
    },
  };
}

export type SnapshotCache = ReturnType<typeof createSnapshotCache>;

const perDatabase = new WeakMap<Db, SnapshotCache>();

/**
 * The snapshot cache of one database handle, shared by every ranking service on it (the
 * server's, the rank job's, a test's), so a refresh made in this process shows at once.
 */
export function snapshotCacheOf(db: Db): SnapshotCache {
  let cache = perDatabase.get(db);
  if (!cache) {
    cache = createSnapshotCache();
    perDatabase.set(db, cache);
  }
  return cache;
}
