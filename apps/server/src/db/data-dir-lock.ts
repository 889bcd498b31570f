import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Who holds an embedded database folder: written into its lock file. */
export interface LockHolder {
  pid: number;
  /** What the process is, for people: 'the Earshot server', 'catalog:import of …'. */
  what: string;
  command: string;
  startedAt: string;
  hostname: string;
}

/** Raised when another live process has the embedded database open. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    const dataDir = path.dirname(lockFile);
    super(
      [
        `The embedded database in ${dataDir} is open in another process: ${holder.what} ` +
          `(pid ${holder.pid}, started ${holder.startedAt}, command: ${holder.command}).`,
        'Two processes must never open it together. Stop that process first, or give this one ' +
          'another DATA_DIR.',
        `To add music while the server runs, copy the folder into ${path.join(dataDir, 'import')}` +
          ' (or run `npm run catalog:import -- --via-server <folder>`): the server imports it.',
        `If pid ${holder.pid} is not Earshot (a pid reused after a restart), delete ${lockFile}.`,
      ].join('\n'),
    );
    this.name = 'DatabaseInUseError';
  }
}

/** Lock files this process holds: a second open from the same process is refused too. */
const held = new Set<string>();

/** Whether a process with this pid runs on this machine (ours or another user's). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockFile: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockFile, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' ? (holder as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the holder still runs. Its own pid counts only when this process holds the lock:
 * otherwise it is a previous run's (a container restarted under the same pid).
 */
const holds = (lockFile: string, holder: LockHolder) =>
  holder.pid === process.pid ? held.has(lockFile) : isAlive(holder.pid);

/** Creates the lock file with its content in one step: it appears whole or not at all. */
function create(lockFile: string, holder: LockHolder): boolean {
  const draft = `${lockFile}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, `${JSON.stringify(holder, null, 2)}\n`);
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Moves a stale lock aside, unless another process took it over meanwhile (then it is put
 * back). Answers whether the way is free.
 */
function removeStale(lockFile: string, stale: LockHolder | undefined): boolean {
  const aside = `${lockFile}.stale.${process.pid}`;
  try {
    renameSync(lockFile, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
  const moved = readHolder(aside);
  if (moved?.pid !== stale?.pid || moved?.startedAt !== stale?.startedAt) {
    renameSync(aside, lockFile);
    return false;
  }
  unlinkSync(aside);
  return true;
}

/** A held lock: release() deletes the file (also done when the process exits). */
export interface DataDirLock {
  release(): void;
}

/**
 * Takes the embedded database's lock, `<folder>.lock` beside it (DATA_DIR/pglite.lock):
 * created exclusively with this process's pid, what it is and when it started. A lock whose
 * process is gone is stale and taken over (`onStale` is told); a live holder is refused at
 * once with a DatabaseInUseError that names it.
 */
export function lockDataDir(
  folder: string,
  options: { what: string; onStale?: (holder: LockHolder | undefined) => void },
): DataDirLock {
  const lockFile = `${path.resolve(folder)}.lock`;
  const me: LockHolder = {
    pid: process.pid,
    what: options.what,
    command: process.argv.slice(1).join(' '),
    startedAt: new Date().toISOString(),
    hostname: hostname(),
  };
  for (let attempt = 0; !create(lockFile, me); attempt++) {
    const holder = readHolder(lockFile);
    if (holder && holds(lockFile, holder)) throw new DatabaseInUseError(lockFile, holder);
    if (attempt >= 3) throw new Error(`Could not take the lock ${lockFile}`);
    if (removeStale(lockFile, holder)) options.onStale?.(holder);
  }
  held.add(lockFile);
  const release = () => {
    process.off('exit', release);
    if (!held.delete(lockFile)) return;
    const current = readHolder(lockFile);
    if (current?.pid === me.pid && current.startedAt === me.startedAt) unlinkSync(lockFile);
  };
  process.on('exit', release);
  return { release };
}
