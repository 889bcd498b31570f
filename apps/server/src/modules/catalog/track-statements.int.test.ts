import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedCatalogFixture } from '~/test/catalog-fixture';
import { countStatements } from '~/test/statement-counter';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';
import { createTrackRepo } from './track.repo';

// What the catalogue's most read track answers cost the database (ADR 0009, amended
// 2026-11-26): a page is one statement (its rows and the kept total), and single tracks asked
// for at the same moment are read together. Counted at the client both drivers share.
let database: TestDatabase;
let statements: ReturnType<typeof countStatements>;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogFixture(database.db);
  statements = countStatements(database.db);
});
afterAll(async () => {
  statements.restore();
  await database.dispose();
});
beforeEach(() => statements.reset());

it('reads single tracks asked for together in one statement once the pool’s slots are busy', async () => {
  const repo = createTrackRepo(database.db);
  // 2 statements may run at once (GET_IN_FLIGHT): the first two calls run alone, and the 18
  // that arrive while they run are read together in the third.
  const ids = [...Array.from({ length: 19 }, (_, i) => 100 + i), 999_999];
  const found = await Promise.all(ids.map((id) => repo.get(id)));
  expect(found.map((track) => track?.id)).toEqual([...ids.slice(0, 19), undefined]);
  expect(found[0]?.artistId).toBe(7);
  expect(statements.count).toBe(3);
});

it('answers each caller its own track when the same id is asked for twice in one statement', async () => {
  const repo = createTrackRepo(database.db);
  const ids = [101, 102, 103, 104, 105, 105, 101];
  const found = await Promise.all(ids.map((id) => repo.get(id)));
  expect(found.map((track) => track?.id)).toEqual(ids);
  // Two alone, then the other five (105 and 101 twice) in one statement.
  expect(statements.count).toBe(3);
});

it('reads a page with its kept total in one statement, and counts apart with two filters', async () => {
  const repo = createTrackRepo(database.db);
  const all = await repo.list({}, { offset: 0, limit: 5 });
  expect(all.rows).toHaveLength(5);
  expect(all.total).toBeGreaterThan(5);
  expect(statements.count).toBe(1);
  statements.reset();
  const album = await repo.list({ albumId: 20 }, { offset: 0, limit: 20 });
  // Album 20 holds 100-104 in reverse track order: the album's order is by track number.
  expect(album.rows.map((row) => row.id)).toEqual([104, 103, 102, 101, 100]);
  expect(album.total).toBe(5);
  expect(statements.count).toBe(1);
  statements.reset();
  const two = await repo.list({ artistId: 7, genreId: 1 }, { offset: 0, limit: 3 });
  expect(two.rows).toHaveLength(3);
  expect(two.total).toBe(await repo.count({ artistId: 7, genreId: 1 }));
  expect(statements.count).toBe(3);
});

it('reads pages of the same filters asked for together in one statement, each its own page', async () => {
  const repo = createTrackRepo(database.db);
  const asked = [
    { filter: { albumId: 20 }, page: { offset: 0, limit: 2 } },
    { filter: { albumId: 20 }, page: { offset: 3, limit: 5 } },
    { filter: { albumId: 20 }, page: { offset: 9, limit: 5 } },
    { filter: { albumId: 999_999 }, page: { offset: 0, limit: 5 } },
  ];
  const alone = [];
  for (const { filter, page } of asked) alone.push(await repo.list(filter, page));
  const ids = (p: { rows: { id: number }[]; total: number }) => [p.rows.map((r) => r.id), p.total];
  expect(alone.map(ids)).toEqual([
    [[104, 103], 5],
    [[101, 100], 5],
    [[], 5],
    [[], 0],
  ]);
  statements.reset();
  // 2 statements may run at once (LIST_IN_FLIGHT): the first two pages run alone, the other
  // six are read together in the third; the four pages past their list's end are counted apart.
  const together = await Promise.all(
    [...asked, ...asked].map(({ filter, page }) => repo.list(filter, page)),
  );
  expect(together.map(ids)).toEqual([...alone, ...alone].map(ids));
  expect(statements.count).toBe(3 + 4);
});
