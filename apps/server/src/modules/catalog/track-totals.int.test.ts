import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '~/db/client';
import { trackRow } from '~/db/factories/catalog';
import { tracks } from '~/db/schema';
import { seedCatalogFixture } from '~/test/catalog-fixture';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';
import { createTrackRepo, type TrackFilter } from './track.repo';

// Totals come from track_totals, kept by triggers on tracks (migration 0006, ADR 0009): they
// must equal a count of the rows after any write, however it is made.
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogFixture(database.db);
});
afterAll(() => database.dispose());

const FILTERS: TrackFilter[] = [
  {},
  { albumId: 20 },
  { albumId: 22 },
  { artistId: 7 },
  { artistId: 8 },
  { genreId: 1 },
  { genreId: 2 },
  { artistId: 7, genreId: 1 },
  { albumId: 22, artistId: 8, genreId: 2 },
];

async function counted(filter: TrackFilter) {
  const where = [
    filter.albumId === undefined ? sql`true` : sql`album_id = ${filter.albumId}`,
    filter.artistId === undefined ? sql`true` : sql`artist_id = ${filter.artistId}`,
    filter.genreId === undefined ? sql`true` : sql`genre_id = ${filter.genreId}`,
  ];
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from tracks where ${sql.join(where, sql` and `)}`,
  );
  return Number(row!.n);
}

async function expectExact() {
  const repo = createTrackRepo(database.db);
  for (const filter of FILTERS) {
    const n = await counted(filter);
    const page = await repo.list(filter, { offset: 0, limit: 2 });
    expect(page.total, JSON.stringify(filter)).toBe(n);
    // Past the end the page is empty and the total still exact.
    expect((await repo.list(filter, { offset: 1000, limit: 2 })).total).toBe(n);
    expect(await repo.count(filter)).toBe(n);
  }
}

it('are exact after the seed', async () => {
  expect(await counted({})).toBe(32);
  await expectExact();
});

it('follow inserts, moves between album, artist and genre, and deletes', async () => {
  const { db } = database;
  await db
    .insert(tracks)
    .values([
      trackRow({ id: 300, artistId: 8, albumId: 22, genreId: 2, title: 'New A' }),
      trackRow({ id: 301, artistId: 8, genreId: null, title: 'New B' }),
    ]);
  await expectExact();
  await db.execute(
    sql`update tracks set genre_id = 2, album_id = 22, artist_id = 8 where id in (101, 102)`,
  );
  await db.execute(sql`update tracks set title = 'Renamed' where id = 103`);
  await expectExact();
  await db.execute(sql`delete from playlist_entries where track_id in (100, 300)`);
  await db.execute(sql`delete from tracks where id in (100, 300)`);
  await expectExact();
});

it('are zero after a truncate, and follow the rows written after it', async () => {
  const { db } = database;
  await db.execute(sql`truncate tracks cascade`);
  await expectExact();
  await db.insert(tracks).values(trackRow({ id: 400, artistId: 7, genreId: 1 }));
  await expectExact();
});
