import { TrendingPeriod, CatalogService } from '@earshot/contract/catalog/v1/catalog';
import type { TrendingPeriodName } from '@earshot/domain';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { albumRow, artistRow, genreRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { insertListens, listenRow } from '~/db/factories/listens';
import { insertPlaylists, playlistRow } from '~/db/factories/playlists';
import { trendingSnapshots } from '~/db/schema';
import { createLogger } from '~/logger';
import { useTestServer } from '~/test/fixture';
import { createTrendingJob } from './trending-job';
import { createTrendingJobRepo } from './trending-job.repo';
import { createTrendingRepo } from './trending.repo';

const HOUR = 3600_000;
// 23:00 UTC, so Listens up to 23 hours earlier fall on the same UTC day.
const NOW = new Date('2026-03-10T23:00:00Z');
const ago = (hours: number, from = NOW) => new Date(from.getTime() - hours * HOUR);

let clock = NOW;
const job = () =>
  createTrendingJob({
    db: t.database.db,
    repo: createTrendingJobRepo(t.database.db),
    clock: { now: () => clock },
    intervalSeconds: 300,
    log: createLogger('silent'),
  });
const trending = (periodType: TrendingPeriod, genreId?: number) =>
  t.rpc(CatalogService).getTrendingTracks({ periodType, genreId });
const rows = async (periodType = TrendingPeriod.DAILY, genreId?: number) =>
  (await trending(periodType, genreId)).tracks.map((x) => ({
    id: x.track?.trackId,
    rank: x.rank,
    plays: x.plays,
    score: Number(x.trendingScore.toFixed(4)),
    rankChange: x.rankChange,
    playsChangePercent: x.playsChangePercent,
    isNew: x.isNew,
  }));

const t = useTestServer({
  // Each test runs the job on a new clock and reads at once: no answer may be reused.
  config: { CATALOG_CACHE_MS: 0 },
  seed: async ({ db }) => {
    await insertCatalog(db, {
      genres: [genreRow({ id: 1, name: 'A' }), genreRow({ id: 2, name: 'B' })],
      artists: [artistRow({ id: 1 })],
      albums: [albumRow({ id: 1, artistId: 1 })],
      tracks: [
        trackRow({ id: 1, artistId: 1, genreId: 1 }),
        trackRow({ id: 2, artistId: 1, genreId: 1 }),
        trackRow({ id: 3, artistId: 1, genreId: 2 }),
      ],
    });
    await insertPlaylists(db, [
      { playlist: playlistRow({ id: 'p1' }), trackIds: [1] },
      { playlist: playlistRow({ id: 'p2' }), trackIds: [3] },
      { playlist: playlistRow({ id: 'p3', isPublic: false }), trackIds: [2] },
    ]);
    await insertListens(db, [
      listenRow({ listenerId: 'a', trackId: 1, listenedAt: ago(6) }),
      listenRow({ listenerId: 'b', trackId: 1, listenedAt: ago(12) }),
      listenRow({ listenerId: 'c', trackId: 1, listenedAt: ago(30) }),
      listenRow({ listenerId: 'a', trackId: 2, listenedAt: NOW }),
      // Five plays by one listener on one day: only three count.
      ...Array.from({ length: 5 }, () =>
        listenRow({ listenerId: 'z', trackId: 3, listenedAt: ago(18) }),
      ),
    ]);
  },
});

describe('the trending job on a fixed clock', () => {
  it('answers an empty ranking before the first snapshot', async () => {
    const res = await trending(TrendingPeriod.DAILY);
    expect([res.tracks.length, res.total, res.periodDate]).toEqual([0, 0, '']);
  });

  it('ranks by decayed score with capped plays, per genre too (figures by hand)', async () => {
    await job().runOnce();
    // Daily half-life 6 h: 0.5^(age/6h). Track 2: 1. Track 1: 0.5 + 0.25. Track 3: 3 × 0.125.
    // The previous window (48 h to 24 h ago) ranked only track 1 (its Listen 30 h ago): #1.
    expect(await rows()).toEqual([
      { id: 2, rank: 1, plays: 1, score: 1, rankChange: 0, playsChangePercent: 0, isNew: true },
      {
        id: 1,
        rank: 2,
        plays: 2,
        score: 0.75,
        rankChange: -1,
        playsChangePercent: 100,
        isNew: false,
      },
      { id: 3, rank: 3, plays: 3, score: 0.375, rankChange: 0, playsChangePercent: 0, isNew: true },
    ]);
    expect((await rows(TrendingPeriod.DAILY, 2)).map((r) => [r.id, r.rank])).toEqual([[3, 1]]);
    expect((await rows(TrendingPeriod.DAILY, 1)).map((r) => [r.id, r.rank])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    const res = await trending(TrendingPeriod.UNSPECIFIED);
    expect([res.periodType, res.periodDate, res.total]).toEqual([
      TrendingPeriod.DAILY,
      '2026-03-10',
      3,
    ]);
    // Weekly: the 30-hours-old Listen is inside the window now.
    expect((await rows(TrendingPeriod.WEEKLY)).find((r) => r.id === 1)?.plays).toBe(3);
  });

  it('ranks public playlists by the Listens of their tracks', async () => {
    const res = await t.rpc(CatalogService).getTrendingPlaylists({});
    expect(res.playlists.map((p) => [p.playlist?.playlistId, p.rank, p.plays])).toEqual([
      ['p2', 1, 3],
      ['p1', 2, 2],
    ]);
  });

  it('gives rank changes against the previous window and keeps two snapshots', async () => {
    clock = new Date(NOW.getTime() + HOUR);
    await insertListens(
      t.database.db,
      ['d', 'e', 'f', 'g'].map((listenerId) =>
        listenRow({ listenerId, trackId: 3, listenedAt: clock }),
      ),
    );
    await job().runOnce();
    // An hour later the previous window (47 h to 23 h ago) still ranks only track 1.
    expect((await rows()).map((r) => [r.id, r.rank, r.rankChange, r.isNew])).toEqual([
      [3, 1, 0, true],
      [2, 2, 0, true],
      [1, 3, -2, false],
    ]);
    clock = new Date(NOW.getTime() + 2 * HOUR);
    await job().runOnce();
    const [kept] = await t.database.db.select({ n: count() }).from(trendingSnapshots);
    // 3 periods × (all + 2 genres) × 2 kept.
    expect(kept?.n).toBe(18);
  });

  it('pages a ranking with offset and limit', async () => {
    const res = await t.rpc(CatalogService).getTrendingTracks({
      offset: 1,
      limit: 1,
    });
    expect(res.tracks.map((x) => x.rank)).toEqual([2]);
    expect([res.offset, res.limit, res.total]).toEqual([1, 1, 3]);
  });

  it('answers pages asked for at once each its own (they share one statement)', async () => {
    const repo = createTrendingRepo(t.database.db);
    const asked: [TrendingPeriodName, number, { offset: number; limit: number }][] = [
      ['daily', 0, { offset: 0, limit: 3 }],
      ['daily', 0, { offset: 1, limit: 1 }],
      ['daily', 0, { offset: 2, limit: 5 }],
      ['daily', 0, { offset: 7, limit: 5 }],
      ['weekly', 0, { offset: 0, limit: 2 }],
      ['monthly', 1, { offset: 0, limit: 3 }],
      ['monthly', 99, { offset: 0, limit: 3 }],
    ];
    const shape = ({ rows, snapshot }: Awaited<ReturnType<typeof repo.latestPage>>) => ({
      ranks: rows.map((r) => [r.rank, r.track.id]),
      snapshot: snapshot && [snapshot.periodDate, snapshot.trackCount],
    });
    const alone = [];
    for (const req of asked) alone.push(shape(await repo.latestPage(...req)));
    expect(alone.map((a) => a.ranks.length)).toEqual([3, 1, 1, 0, 2, 2, 0]);
    expect(alone.map((a) => a.snapshot !== undefined)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    // Asked in one go: the first few run alone, the rest wait and are read in one statement.
    const together = await Promise.all(
      [...asked, ...asked].map(async (req) => shape(await repo.latestPage(...req))),
    );
    expect(together).toEqual([...alone, ...alone]);
  });
});
