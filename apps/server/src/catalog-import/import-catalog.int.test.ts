import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genreRow, insertCatalog } from '~/db/factories/catalog';
import { albums, artists, genres, tracks } from '~/db/schema';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';
import { mp3WithId3, TINY_PNG, wavWithId3, wavWithInfo } from './fixtures/tagged-audio';
import { importCatalog, type ImportProgress } from './import-catalog';

const cover = { mime: 'image/png', data: TINY_PNG };
const FILES: Record<string, Buffer> = {
  'Band/LP/01.wav': wavWithId3(2, {
    title: 'Ünïcode Song',
    artist: 'Band',
    album: 'LP',
    genre: 'Jazz',
    year: '2019-05-03',
    track: '1/2',
    cover,
  }),
  'Band/LP/02.mp3': mp3WithId3(2, {
    title: 'Second',
    artist: 'Band',
    album: 'LP',
    genre: 'Jazz',
    track: '2',
    cover,
  }),
  'info/tagged.wav': wavWithInfo(3, {
    INAM: 'Info Title',
    IART: 'Info Artist',
    IPRD: 'Info Album',
    IGNR: 'Blues',
    ICRD: '2001',
    ITRK: '7',
  }),
  'loose/07 - No_Tags Here.wav': wavWithInfo(1, {}),
  'broken/corrupt.mp3': Buffer.from('this is not audio at all'),
  'notes.txt': Buffer.from('not audio'),
  '.hidden.mp3': Buffer.from('ignored'),
};
FILES['dup/copy-of-01.WAV'] = FILES['Band/LP/01.wav']!;

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file under a folder with its modification time, to prove nothing was rewritten. */
async function snapshot(dir: string): Promise<Record<string, number>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  const times = await Promise.all(files.map(async (f) => (await stat(f)).mtimeMs));
  return Object.fromEntries(files.map((f, i) => [path.relative(dir, f), times[i]!]));
}

describe('importCatalog', () => {
  let database: TestDatabase;
  let base: string;
  let music: string;
  let media: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    base = await mkdtemp(path.join(tmpdir(), 'catalog-import-'));
    music = path.join(base, 'music');
    media = path.join(base, 'media');
    for (const [name, bytes] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(music, name)), { recursive: true });
      await writeFile(path.join(music, name), bytes);
    }
    await insertCatalog(database.db, { genres: [genreRow({ id: 1, name: 'Jazz' })] });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(base, { recursive: true, force: true });
  });

  const counts = async () => {
    const n = async (table: typeof genres | typeof artists | typeof albums | typeof tracks) =>
      (await database.db.select({ n: count() }).from(table))[0]!.n;
    return {
      genres: await n(genres),
      artists: await n(artists),
      albums: await n(albums),
      tracks: await n(tracks),
    };
  };

  it('imports tagged files, skips the broken one by name and reports progress', async () => {
    const progress: ImportProgress[] = [];
    const summary = await importCatalog(database.db, media, music, {
      onProgress: (p) => progress.push(p),
    });
    expect(summary).toEqual({
      total: 6,
      imported: 4,
      unchanged: 1,
      skipped: [
        { file: path.join('broken', 'corrupt.mp3'), reason: 'not a recognised audio file' },
      ],
    });
    expect(progress.map((p) => [p.done, p.total])).toEqual([1, 2, 3, 4, 5, 6].map((d) => [d, 6]));
    expect(
      progress.find((p) => p.outcome.file === path.join('dup', 'copy-of-01.WAV'))?.outcome.status,
    ).toBe('unchanged');
    expect(await counts()).toEqual({ genres: 2, artists: 3, albums: 2, tracks: 4 });
  });

  it('stores rows from the tags, with fallbacks for what is missing', async () => {
    const rows = await database.db.select().from(tracks).orderBy(asc(tracks.id));
    const byTitle = Object.fromEntries(rows.map((r) => [r.title, r]));
    const first = byTitle['Ünïcode Song']!;
    const firstSha = sha(FILES['Band/LP/01.wav']!);
    expect(first).toMatchObject({
      source: 'hosted',
      mediaHash: firstSha,
      url: `/media/imported/${firstSha.slice(0, 2)}/${firstSha}.wav`,
      durationSeconds: 2,
      trackNumber: 1,
      genreId: 1,
    });
    expect(byTitle.Second).toMatchObject({
      trackNumber: 2,
      albumId: first.albumId,
      artistId: first.artistId,
      durationSeconds: 2,
    });
    expect(byTitle.Second!.url).toMatch(/\.mp3$/);
    expect(byTitle['Info Title']).toMatchObject({ trackNumber: 7, durationSeconds: 3 });
    const loose = byTitle['No Tags Here']!;
    expect(loose).toMatchObject({ trackNumber: 7, albumId: null, genreId: null, imageUrl: '' });
    const [unknown] = await database.db
      .select()
      .from(artists)
      .where(eq(artists.name, 'Unknown Artist'));
    expect(loose.artistId).toBe(unknown?.id);

    const lp = await database.db.query.albums.findFirst({
      where: (a, { eq }) => eq(a.title, 'LP'),
    });
    expect(lp).toMatchObject({ artistId: first.artistId, genreId: 1, releaseDate: '2019-05-03' });
    expect(lp!.coverUrl).toMatch(/^\/media\/imported\/covers\/[0-9a-f]{64}\.png$/);
    expect(first.imageUrl).toBe(lp!.coverUrl);
    const info = await database.db.query.albums.findFirst({
      where: (a, { eq }) => eq(a.title, 'Info Album'),
    });
    expect(info).toMatchObject({ releaseDate: '2001-01-01', coverUrl: '' });
  });

  it('copies the audio byte for byte and saves a shared cover once', async () => {
    for (const name of ['Band/LP/01.wav', 'Band/LP/02.mp3', 'info/tagged.wav']) {
      const bytes = FILES[name]!;
      const hash = sha(bytes);
      const copy = await readFile(
        path.join(media, 'imported', hash.slice(0, 2), `${hash}${path.extname(name)}`),
      );
      expect(copy.equals(bytes)).toBe(true);
    }
    const covers = await readdir(path.join(media, 'imported', 'covers'));
    expect(covers).toEqual([`${sha(TINY_PNG)}.png`]);
  });

  it('changes nothing when the same folder is imported again', async () => {
    const before = { rows: await counts(), files: await snapshot(media) };
    const summary = await importCatalog(database.db, media, music);
    expect(summary).toMatchObject({ total: 6, imported: 0, unchanged: 5 });
    expect(summary.skipped.map((s) => s.file)).toEqual([path.join('broken', 'corrupt.mp3')]);
    expect(await counts()).toEqual(before.rows);
    expect(await snapshot(media)).toEqual(before.files);
  });

  it('puts back a copied file that went missing, without a new row', async () => {
    const hash = sha(FILES['info/tagged.wav']!);
    const copy = path.join(media, 'imported', hash.slice(0, 2), `${hash}.wav`);
    await rm(copy);
    const summary = await importCatalog(database.db, media, music);
    expect(summary).toMatchObject({ imported: 0, unchanged: 5 });
    expect((await readFile(copy)).equals(FILES['info/tagged.wav']!)).toBe(true);
  });

  it('finds nothing to do in a folder without audio', async () => {
    const empty = path.join(base, 'empty');
    await mkdir(empty);
    expect(await importCatalog(database.db, media, empty)).toEqual({
      total: 0,
      imported: 0,
      unchanged: 0,
      skipped: [],
    });
  });
});
