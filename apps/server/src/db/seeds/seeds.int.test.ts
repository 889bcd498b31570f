import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { albums, artists, genres, listens, playlistEntries, playlists, tracks } from '~/db/schema';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';
import { runSeed, seedIfEmpty, type SeedContext } from './index';

let database: TestDatabase;
const context: SeedContext = {
  mediaDir: mkdtempSync(path.join(tmpdir(), 'earshot-seed-')),
  clock: { now: () => new Date('2026-11-01T12:00:00Z') },
};
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

type Table =
  | typeof genres
  | typeof artists
  | typeof albums
  | typeof tracks
  | typeof playlists
  | typeof playlistEntries
  | typeof listens;

async function counts() {
  const one = async (table: Table) => (await database.db.select({ n: count() }).from(table))[0]?.n;
  return {
    genres: await one(genres),
    artists: await one(artists),
    albums: await one(albums),
    tracks: await one(tracks),
    playlists: await one(playlists),
    entries: await one(playlistEntries),
    listens: await one(listens),
  };
}

it('seeds the demo catalogue on a first start only; a second run changes nothing', async () => {
  const started = Date.now();
  expect(await seedIfEmpty(database.db, 'demo', context)).toBe(true);
  const seconds = (Date.now() - started) / 1000;
  const first = await counts();
  expect(first).toMatchObject({ genres: 12, artists: 40, albums: 80, tracks: 400, playlists: 12 });
  expect(first.listens).toBe(60 * 1200);
  expect(seconds).toBeLessThan(60);

  const hosted = await database.db.select().from(tracks).where(eq(tracks.source, 'hosted'));
  expect(hosted.length).toBe(30);
  for (const track of hosted) {
    expect(track.durationSeconds).toBeGreaterThanOrEqual(30);
    expect(track.durationSeconds).toBeLessThanOrEqual(120);
    expect(track.mediaHash).toMatch(/^[0-9a-f]{64}$/);
    expect(existsSync(path.join(context.mediaDir, track.url.replace('/media/', '')))).toBe(true);
  }
  const cover = path.join(context.mediaDir, 'demo/covers/album-1.svg');
  const coverWritten = statSync(cover).mtimeMs;

  expect(await seedIfEmpty(database.db, 'demo', context)).toBe(false);
  await runSeed(database.db, 'demo', context);
  expect(await counts()).toEqual(first);
  expect(statSync(cover).mtimeMs).toBe(coverWritten);
}, 120_000);

it('moves id sequences past the fixed ids so new rows get fresh ids', async () => {
  const [row] = await database.db
    .insert(genres)
    .values({ name: 'Shoegaze' })
    .returning({ id: genres.id });
  expect(row?.id).toBe(13);
});
