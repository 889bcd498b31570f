import { describe, expect, it } from 'vitest';
import type { RankRow, RankSnapshot } from './rank-snapshot.repo';
import { createSnapshotCache, LATEST_RECHECK_MS } from './snapshot-cache';

const snapshot = (id: number): RankSnapshot => ({
  id,
  period: 'all_time',
  computedAt: new Date(0),
  userCount: 3,
});
const row = (position: number) => ({ position }) as RankRow;

describe('the snapshot cache', () => {
  it("asks for the latest snapshot again only after LATEST_RECHECK_MS, so another instance's shows", async () => {
    let now = 0;
    const cache = createSnapshotCache(() => now);
    let latest = snapshot(1);
    let reads = 0;
    const read = () => (reads++, Promise.resolve(latest));
    expect((await cache.latest('all_time', read))?.id).toBe(1);
    latest = snapshot(2);
    now = LATEST_RECHECK_MS - 1;
    expect((await cache.latest('all_time', read))?.id).toBe(1);
    expect(reads).toBe(1);
    now = LATEST_RECHECK_MS;
    expect((await cache.latest('all_time', read))?.id).toBe(2);
    expect(reads).toBe(2);
  });

  it('shows a snapshot computed in this process at once', async () => {
    const cache = createSnapshotCache(() => 0);
    await cache.latest('all_time', () => Promise.resolve(snapshot(1)));
    cache.put(snapshot(2));
    expect((await cache.latest('all_time', () => Promise.resolve(snapshot(1))))?.id).toBe(2);
  });

  it('shares one read among concurrent requests, and answers undefined when there is none', async () => {
    const cache = createSnapshotCache(() => 0);
    let reads = 0;
    const read = async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return undefined;
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.latest('week', read)));
    expect(answers).toEqual([undefined, undefined, undefined]);
    expect(reads).toBe(1);
  });

  it('keeps the top pages of the latest snapshot only, never a deep page or an older snapshot', async () => {
    const cache = createSnapshotCache(() => 0);
    const latest = snapshot(2);
    cache.put(latest);
    let reads = 0;
    const read = (rows: RankRow[]) => () => (reads++, Promise.resolve(rows));
    const top = await cache.page(latest, 0, 100, read([row(1)]));
    expect(await cache.page(latest, 0, 100, read([row(9)]))).toBe(top);
    expect(reads).toBe(1);
    await cache.page(latest, 100, 100, read([row(101)]));
    await cache.page(latest, 100, 100, read([row(101)]));
    expect(reads).toBe(3);
    await cache.page(snapshot(1), 0, 100, read([row(1)]));
    await cache.page(snapshot(1), 0, 100, read([row(1)]));
    expect(reads).toBe(5);
  });
});
