import path from 'node:path';
import type { Db } from '~/db/client';
import { findTrackIdByHash, saveImportedTrack } from './catalog-import.repo';
import { hashFile, storeAudio, storeCover } from './media-store';
import { readTrackTags } from './read-tags';
import { findAudioFiles } from './walk';

/** What happened to one file. `file` is relative to the imported folder. */
export type FileOutcome =
  | { file: string; status: 'imported'; trackId: number }
  | { file: string; status: 'unchanged'; trackId: number }
  | { file: string; status: 'skipped'; reason: string };

/** Reported after each file. */
export interface ImportProgress {
  done: number;
  total: number;
  outcome: FileOutcome;
}

/** The end of an import: counts and every skipped file with its reason. */
export interface ImportSummary {
  total: number;
  imported: number;
  unchanged: number;
  skipped: { file: string; reason: string }[];
}

async function importFile(
  db: Db,
  mediaDir: string,
  source: string,
  file: string,
): Promise<FileOutcome> {
  const sha256 = await hashFile(source);
  const known = await findTrackIdByHash(db, sha256);
  if (known !== null) {
    await storeAudio(mediaDir, source, sha256); // puts back a copy someone deleted
    return { file, status: 'unchanged', trackId: known };
  }
  const read = await readTrackTags(source);
  if (!read.ok) return { file, status: 'skipped', reason: read.reason };
  const { cover, ...tags } = read.tags;
  const audio = await storeAudio(mediaDir, source, sha256);
  const art = cover ? await storeCover(mediaDir, cover) : null;
  const trackId = await saveImportedTrack(db, {
    ...tags,
    mediaHash: sha256,
    url: audio.url,
    coverUrl: art?.url ?? null,
  });
  if (trackId === null) {
    // Another import added the same audio in between: nothing new.
    return { file, status: 'unchanged', trackId: (await findTrackIdByHash(db, sha256))! };
  }
  return { file, status: 'imported', trackId };
}

/**
 * Imports every audio file (mp3, flac, ogg, m4a, wav) under `folder` into the catalogue:
 * tags become genre, artist, album and track rows (matched by name; tracks by the sha256
 * of their audio), the audio is copied under `<mediaDir>/imported/` and embedded covers
 * are saved beside it. Importing the same files again changes nothing. A file that cannot
 * be read is skipped with its reason; only database and file-system failures throw.
 */
export async function importCatalog(
  db: Db,
  mediaDir: string,
  folder: string,
  options: {
    onProgress?: (progress: ImportProgress) => void;
    /** Stops the import between two files (the summary then counts fewer than `total`). */
    signal?: AbortSignal;
  } = {},
): Promise<ImportSummary> {
  const root = path.resolve(folder);
  const media = path.resolve(mediaDir);
  const files = await findAudioFiles(root, media);
  const summary: ImportSummary = { total: files.length, imported: 0, unchanged: 0, skipped: [] };
  for (const [i, source] of files.entries()) {
    if (options.signal?.aborted) break;
    const file = path.relative(root, source);
    let outcome: FileOutcome;
    try {
      outcome = await importFile(db, media, source, file);
    } catch (err) {
      if (!isSourceError(err, source)) throw err;
      outcome = { file, status: 'skipped', reason: `could not read the file (${err.code})` };
    }
    if (outcome.status === 'skipped') summary.skipped.push({ file, reason: outcome.reason });
    else summary[outcome.status]++;
    options.onProgress?.({ done: i + 1, total: files.length, outcome });
  }
  return summary;
}

/**
 * A source file that vanished or cannot be read is that file's problem, not the import's;
 * failing to write the media folder (an error naming a destination) is the import's.
 */
function isSourceError(
  err: unknown,
  source: string,
): err is NodeJS.ErrnoException & { code: string } {
  const e = err as (NodeJS.ErrnoException & { dest?: string }) | null;
  return typeof e?.code === 'string' && e.path === source && e.dest === undefined;
}
