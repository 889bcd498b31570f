import { watch, type FSWatcher } from 'node:fs';
import { cp, mkdir, readdir, rename, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '~/db/client';
import type { Logger } from '~/logger';
import { importCatalog, type ImportSummary } from './import-catalog';
import { formatSummary, progressReporter } from './import-report';

/** Where imported batches go, each with its report; and batches whose import failed. */
const DONE = 'done';
const FAILED = 'failed';
/** Batches being imported: hidden, so a scan never takes them for new arrivals. */
const IMPORTING = '.importing';
const REPORT = 'import-report.txt';
/** A scan this long after the last change the watcher saw. */
const DEBOUNCE_MS = 500;

export interface ImportInboxOptions {
  db: Db;
  mediaDir: string;
  /** The inbox: DATA_DIR/import. */
  folder: string;
  log: Logger;
  /** How long an arrival must stay unchanged (sizes, times) before it is imported. */
  settleMs?: number;
  /** A scan at least this often, whatever the watcher says (network file systems miss events). */
  scanIntervalMs?: number;
}

/** An entry's size, file count and newest change, recursively: equal twice means settled. */
async function signatureOf(entry: string): Promise<string> {
  const info = await stat(entry);
  if (!info.isDirectory()) return `${info.size}:${info.mtimeMs}`;
  const parts = [`d:${info.mtimeMs}`];
  for (const name of (await readdir(entry)).sort()) {
    parts.push(`${name}=${await signatureOf(path.join(entry, name))}`);
  }
  return parts.join(',');
}

/** A batch's folder name: when it was taken, sortable and safe in every file system. */
const stampOf = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

const isInterrupted = (s: ImportSummary) => s.imported + s.unchanged + s.skipped.length < s.total;

/**
 * The running server's import inbox (DATA_DIR/import): files and folders dropped there are
 * imported with the same code, idempotence and report as `catalog:import`. An arrival is
 * taken once it has stopped changing for `settleMs` (a copy still being written is left
 * alone); the arrivals of one scan form a batch, moved at once under `.importing/<stamp>/`,
 * imported with progress in the log, then moved to `done/<stamp>/` with `import-report.txt`
 * (or to `failed/<stamp>/` with the error). A stop interrupts an import between two files;
 * the next start finishes it.
 */
export function createImportInbox(options: ImportInboxOptions) {
  const { folder, log } = options;
  const settleMs = options.settleMs ?? 2000;
  const scanIntervalMs = options.scanIntervalMs ?? 10_000;
  /** Arrivals not yet settled: their last signature and since when it holds. */
  const pending = new Map<string, { signature: string; since: number }>();
  const stopping = new AbortController();
  let watcher: FSWatcher | undefined;
  let interval: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  function scanIn(ms: number) {
    clearTimeout(soon);
    soon = setTimeout(trigger, ms);
    soon.unref();
  }

  /** Runs a scan, one at a time; a trigger during one runs another after it. */
  function trigger() {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = scan()
      .catch((err: unknown) => log.error({ err }, 'import inbox: scan failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          trigger();
        }
      });
  }

  /** Arrivals that have not changed for settleMs. */
  async function settled(): Promise<string[]> {
    const now = Date.now();
    const names = (await readdir(folder)).filter(
      (name) => !name.startsWith('.') && name !== DONE && name !== FAILED,
    );
    for (const name of pending.keys()) if (!names.includes(name)) pending.delete(name);
    const ready: string[] = [];
    for (const name of names) {
      const signature = await signatureOf(path.join(folder, name)).catch(() => undefined);
      const seen = pending.get(name);
      if (signature === undefined) pending.delete(name);
      else if (seen?.signature !== signature) pending.set(name, { signature, since: now });
      else if (now - seen.since >= settleMs) ready.push(name);
    }
    return ready;
  }

  async function scan() {
    await mkdir(folder, { recursive: true });
    const ready = await settled();
    if (pending.size > ready.length) scanIn(settleMs);
    if (ready.length === 0) return;
    const stamp = stampOf(new Date());
    const batch = path.join(folder, IMPORTING, stamp);
    await mkdir(batch, { recursive: true });
    for (const name of ready) {
      pending.delete(name);
      // Another instance sharing the inbox may have taken it first.
      await rename(path.join(folder, name), path.join(batch, name)).catch(() => undefined);
    }
    await importBatch(batch, stamp);
  }

  /** Moves a batch out of `.importing/`, with its report. */
  async function file(batch: string, under: string, stamp: string, report: string) {
    await writeFile(path.join(batch, REPORT), report);
    await mkdir(path.join(folder, under), { recursive: true });
    await rename(batch, path.join(folder, under, stamp));
    // Gone when it holds no other batch (one that another instance is importing, say).
    await rmdir(path.join(folder, IMPORTING)).catch(() => undefined);
  }

  async function importBatch(batch: string, stamp: string) {
    const at = { batch: stamp };
    log.info({ ...at, entries: await readdir(batch) }, 'import inbox: importing');
    const started = performance.now();
    let summary: ImportSummary;
    try {
      summary = await importCatalog(options.db, options.mediaDir, batch, {
        onProgress: progressReporter((line) => log.info(at, `import inbox: ${line.trimEnd()}`)),
        signal: stopping.signal,
      });
    } catch (err) {
      log.error({ ...at, err }, `import inbox: the import failed; its files are in ${FAILED}/`);
      await file(batch, FAILED, stamp, `The import failed: ${String(err)}\n`);
      return;
    }
    if (isInterrupted(summary)) {
      log.info(at, 'import inbox: stopped between two files; the next start finishes the batch');
      return;
    }
    const report = formatSummary(summary, (performance.now() - started) / 1000);
    await file(batch, DONE, stamp, report);
    log.info(
      { ...at, imported: summary.imported, unchanged: summary.unchanged, skipped: summary.skipped },
      `import inbox: ${report.split('\n')[0]} Files and report in ${DONE}/${stamp}/`,
    );
  }

  /** Batches a stop interrupted, finished before anything new. */
  async function resume() {
    const importing = path.join(folder, IMPORTING);
    for (const stamp of (await readdir(importing).catch(() => [])).sort()) {
      if (stopping.signal.aborted) return;
      await importBatch(path.join(importing, stamp), stamp);
    }
  }

  return {
    /** Creates the inbox, finishes interrupted batches, then watches and scans. */
    async start() {
      await mkdir(folder, { recursive: true });
      log.info({ folder }, 'import inbox: music dropped here is imported');
      running = resume()
        .catch((err: unknown) => log.error({ err }, 'import inbox: resuming failed'))
        .finally(() => {
          running = undefined;
          trigger();
        });
      try {
        watcher = watch(folder, () => scanIn(DEBOUNCE_MS));
        watcher.on('error', (err) => log.warn({ err }, 'import inbox: watching failed; scanning'));
      } catch (err) {
        log.warn({ err }, 'import inbox: cannot watch the folder; scanning only');
      }
      interval = setInterval(trigger, scanIntervalMs);
      interval.unref();
    },
    /** Stops watching; an import under way stops after its current file. */
    async stop() {
      stopping.abort();
      watcher?.close();
      clearInterval(interval);
      clearTimeout(soon);
      await running;
    },
  };
}

export type ImportInbox = ReturnType<typeof createImportInbox>;

/**
 * Hands a folder to the running server: copies it into the inbox under a hidden name, then
 * renames it into view, so the server never sees half a copy. Answers where it landed.
 */
export async function dropIntoInbox(source: string, inbox: string): Promise<string> {
  const name = `${path.basename(source)}-${stampOf(new Date())}`;
  const hidden = path.join(inbox, `.incoming-${name}`);
  await mkdir(inbox, { recursive: true });
  await cp(source, hidden, { recursive: true });
  const target = path.join(inbox, name);
  await rename(hidden, target);
  return target;
}
