import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { DatabaseInUseError, type LockHolder } from './data-dir-lock';

const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

const freshDataDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'earshot-lock-')), 'pglite');

async function open(dataDir: string, what?: string) {
  const database = await openDatabase({ dataDir, ...(what ? { what } : {}) });
  opened.push(database);
  return database;
}

const holder = (pid: number): LockHolder => ({
  pid,
  what: 'an earlier run',
  command: 'src/main.ts',
  startedAt: '2026-01-01T00:00:00.000Z',
  hostname: 'box',
});

/** A process that ran and is gone: its pid is free. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

it('refuses a second open of the same folder, naming who holds it and what to do', async () => {
  const dataDir = freshDataDir();
  await open(dataDir, 'the Earshot server (port 3000)');
  const lock = JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')) as LockHolder;
  expect(lock.pid).toBe(process.pid);
  expect(lock.what).toBe('the Earshot server (port 3000)');

  const second = await openDatabase({ dataDir }).catch((err: unknown) => err);
  expect(second).toBeInstanceOf(DatabaseInUseError);
  const message = (second as Error).message;
  expect(message).toContain(
    `open in another process: the Earshot server (port 3000) (pid ${process.pid}, started ${lock.startedAt}`,
  );
  expect(message).toContain('Stop that process first');
  expect(message).toContain(path.join(path.dirname(dataDir), 'import'));
});

it('refuses while another live process holds the lock', async () => {
  const dataDir = freshDataDir();
  const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  try {
    writeFileSync(`${dataDir}.lock`, JSON.stringify(holder(other.pid!)));
    const refused = await openDatabase({ dataDir }).catch((err: unknown) => err);
    expect((refused as Error).message).toContain(`an earlier run (pid ${other.pid}`);
  } finally {
    other.kill();
  }
});

it('takes over a lock whose process is gone, says so, and releases it on close', async () => {
  const dataDir = freshDataDir();
  const pid = await deadPid();
  writeFileSync(`${dataDir}.lock`, JSON.stringify(holder(pid)));
  const stale: (LockHolder | undefined)[] = [];
  const database = await openDatabase({ dataDir, onStaleLock: (h) => stale.push(h) });
  expect(stale.map((h) => h?.pid)).toEqual([pid]);
  const lock = JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')) as LockHolder;
  expect(lock.pid).toBe(process.pid);
  await database.close();
  expect(existsSync(`${dataDir}.lock`)).toBe(false);
  // Released: the folder opens again, and the data is still there.
  await open(dataDir);
});

it('takes over a lock with its own pid that this process does not hold (a restarted container)', async () => {
  const dataDir = freshDataDir();
  writeFileSync(`${dataDir}.lock`, JSON.stringify(holder(process.pid)));
  const stale: (LockHolder | undefined)[] = [];
  opened.push(await openDatabase({ dataDir, onStaleLock: (h) => stale.push(h) }));
  expect(stale.map((h) => h?.pid)).toEqual([process.pid]);
  const lock = JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')) as LockHolder;
  expect(lock.startedAt).not.toBe(holder(process.pid).startedAt);
});
