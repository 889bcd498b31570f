import { createHash } from 'node:crypto';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer, type EarshotServer } from '~/server';
import { capturedLogger } from '~/test/captured-logger';
import { rpcClient } from '~/test/rpc-client';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';
import { wavWithId3 } from './fixtures/tagged-audio';

const FILES: Record<string, Buffer> = {
  '01.wav': wavWithId3(1, { title: 'Inbox One', artist: 'Dropper', album: 'Inbox' }),
  '02.wav': wavWithId3(2, { title: 'Inbox Two', artist: 'Dropper', album: 'Inbox' }),
  'bad.flac': Buffer.from('nope'),
};

let database: TestDatabase;
let server: EarshotServer;
let dataDir: string;
let inbox: string;
let baseUrl: string;
const log = capturedLogger();

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'earshot-inbox-'));
  inbox = path.join(dataDir, 'import');
  server = await buildServer({
    config: {
      PORT: 0,
      GRPC_PORT: 0,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CATALOG_CACHE_MS: 0,
      WEB_DIST: '/nonexistent-web-dist',
    },
    database,
    logger: log.logger,
    mediaDir: path.join(dataDir, 'media'),
  });
  await server.start();
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server.stop();
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

const titles = async () =>
  (await rpcClient(CatalogService, baseUrl).listTracks({ limit: 100 })).tracks.map((t) => t.title);

const reports = async () => {
  const done = path.join(inbox, 'done');
  const stamps = (await readdir(done).catch(() => [])).sort();
  return Promise.all(stamps.map((s) => readFile(path.join(done, s, 'import-report.txt'), 'utf8')));
};

async function drop(folder: string) {
  await mkdir(path.join(inbox, folder));
  for (const [name, bytes] of Object.entries(FILES)) {
    await writeFile(path.join(inbox, folder, name), bytes);
  }
}

it('imports what is dropped into DATA_DIR/import while it runs, with progress and the report', async () => {
  expect(await readdir(inbox)).toEqual([]);
  await drop('album');
  await expect
    .poll(titles, { timeout: 30_000, interval: 250 })
    .toEqual(expect.arrayContaining(['Inbox One', 'Inbox Two']));
  await expect.poll(reports, { timeout: 5_000 }).toHaveLength(1);
  const [report] = await reports();
  expect(report).toContain('Imported 2, unchanged 0, skipped 1 (3 audio files in');
  expect(report).toContain(
    `skipped ${path.join('album', 'bad.flac')}: not a recognised audio file`,
  );
  // The batch left the inbox with its report.
  expect(await readdir(inbox)).toEqual(['done']);
  const [stamp] = await readdir(path.join(inbox, 'done'));
  expect((await readdir(path.join(inbox, 'done', stamp!, 'album'))).sort()).toEqual(
    Object.keys(FILES).sort(),
  );
  const messages = log.lines().map((line) => String(line.msg));
  expect(messages).toContain(`import inbox: [3/3] 100% ${path.join('album', 'bad.flac')}`);
  expect(
    messages.some((m) => m.startsWith('import inbox: Imported 2, unchanged 0, skipped 1')),
  ).toBe(true);
}, 60_000);

it('changes nothing when the same files are dropped again', async () => {
  const before = (await titles()).length;
  await drop('again');
  await expect.poll(reports, { timeout: 30_000, interval: 250 }).toHaveLength(2);
  const [, report] = await reports();
  expect(report).toContain('Imported 0, unchanged 2, skipped 1');
  expect((await titles()).length).toBe(before);
}, 60_000);

it('waits until a file being written has stopped changing', async () => {
  const bytes = wavWithId3(3, { title: 'Slow Copy', artist: 'Dropper' });
  const file = path.join(inbox, 'slow.wav');
  const chunk = Math.ceil(bytes.length / 5);
  // Five pieces 800 ms apart: each change is seen (the watcher's scan comes 500 ms after it),
  // but the file never stays still for the 2 s it must before it is taken.
  for (let at = 0; at < bytes.length; at += chunk) {
    await appendFile(file, bytes.subarray(at, at + chunk));
    await new Promise((resolve) => setTimeout(resolve, 800));
  }
  await expect.poll(titles, { timeout: 30_000, interval: 250 }).toContain('Slow Copy');
  await expect.poll(reports, { timeout: 5_000 }).toHaveLength(3);
  expect((await reports())[2]).toContain('Imported 1, unchanged 0, skipped 0');
  const sha = createHash('sha256').update(bytes).digest('hex');
  const stored = await readdir(path.join(dataDir, 'media', 'imported'), { recursive: true });
  expect(stored.some((name) => name.includes(sha))).toBe(true);
}, 60_000);
