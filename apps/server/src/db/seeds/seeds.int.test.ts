import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { albums, artists, genres, tracks } from '~/db/schema';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';
import { runSeed, seedIfEmpty } from './index';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

async function counts() {
  const one = async (table: typeof genres | typeof artists | typeof albums | typeof tracks) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n;
  return {
    genres: await one(genres),
    artists: await one(artists),
    albums: await one(albums),
    tracks: await one(tracks),
  };
}

it('seeds the demo catalogue on a first start only, and a second run changes nothing', async () => {
  expect(await seedIfEmpty(database.db, 'demo')).toBe(true);
  const first = await counts();
  expect(first).toEqual({ genres: 12, artists: 40, albums: 80, tracks: 400 });
  expect(await seedIfEmpty(database.db, 'demo')).toBe(false);
  await runSeed(database.db, 'demo');
  expect(await counts()).toEqual(first);
});

it('moves id sequences past the fixed ids so new rows get fresh ids', async () => {
  const [row] = await database.db
    .insert(genres)
    .values({ name: 'Shoegaze' })
    .returning({ id: genres.id });
  expect(row?.id).toBe(13);
});
