import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderCoverSvg, type CoverOptions } from './covers';
import { isSafeRelativePath, mediaUrl } from './media-path';
import { renderTrackWav } from './synth/render-track';
import { readWavInfo } from './synth/wav';

/** A generated track to write as WAV at `relPath` under the media folder. */
export interface DemoAudioItem {
  kind: 'audio';
  relPath: string;
  genre: string;
  seed: number;
  seconds: number;
  sampleRate?: number;
}

/** A generated cover to write as SVG at `relPath` under the media folder. */
export interface DemoCoverItem {
  kind: 'cover';
  relPath: string;
  cover: CoverOptions;
}

export type DemoMediaItem = DemoAudioItem | DemoCoverItem;

/** Where an item lives and whether this run wrote it. */
interface WrittenFile {
  relPath: string;
  /** `/media/<relPath>`, what track and cover rows store. */
  url: string;
  written: boolean;
}

export type DemoAudioResult = WrittenFile & {
  kind: 'audio';
  /** sha256 of the file (hex), for tracks.media_hash. */
  sha256: string;
  /** The file's real length in seconds (frames / sample rate). */
  durationSeconds: number;
};
export type DemoCoverResult = WrittenFile & { kind: 'cover' };

/** The result for an item of a given kind. */
export type DemoMediaResult<T extends DemoMediaItem = DemoMediaItem> = T extends DemoAudioItem
  ? DemoAudioResult
  : DemoCoverResult;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readExisting(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Writes through a temporary file and a rename, so a crash never leaves half a file. */
async function writeAtomically(file: string, bytes: Buffer | string) {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  await writeFile(temp, bytes);
  await rename(temp, file);
}

async function writeItem(mediaDir: string, item: DemoMediaItem): Promise<DemoMediaResult> {
  if (!isSafeRelativePath(item.relPath)) throw new Error(`unsafe media path: ${item.relPath}`);
  const file = path.join(mediaDir, item.relPath);
  const existing = await readExisting(file);
  const base = { relPath: item.relPath, url: mediaUrl(item.relPath) };
  if (item.kind === 'cover') {
    if (!existing) await writeAtomically(file, renderCoverSvg(item.cover));
    return { kind: 'cover', ...base, written: !existing };
  }
  const existingInfo = existing && readWavInfo(existing);
  // A file that is not a readable WAV is treated as missing and rendered again.
  const bytes = existingInfo ? existing : renderTrackWav(item);
  if (!existingInfo) await writeAtomically(file, bytes);
  const info = existingInfo ?? readWavInfo(bytes)!;
  return {
    kind: 'audio',
    ...base,
    written: !existingInfo,
    sha256: sha256(bytes),
    durationSeconds: info.durationSeconds,
  };
}

/**
 * Writes the demo catalogue's generated media under `mediaDir`: each item only when its
 * file is missing, so a second run writes nothing. Returns, per item and in order, its URL
 * and, for audio, the sha256 and real duration. Paths must be plain relative paths.
 */
export async function writeDemoMedia<T extends DemoMediaItem>(
  mediaDir: string,
  items: readonly T[],
  options: { onProgress?: (done: number, total: number) => void } = {},
): Promise<DemoMediaResult<T>[]> {
  const results: DemoMediaResult<T>[] = [];
  for (const item of items) {
    results.push((await writeItem(mediaDir, item)) as DemoMediaResult<T>);
    options.onProgress?.(results.length, items.length);
  }
  return results;
}
