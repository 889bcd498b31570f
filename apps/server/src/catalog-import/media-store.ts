import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { mediaUrl } from '~/media/media-path';

/** A file placed under the media folder: where it is and the URL it is served at. */
export interface StoredFile {
  relPath: string;
  url: string;
  /** False when the file was there already (nothing was written). */
  written: boolean;
}

const COVER_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The sha256 of a file (hex), streamed so large files stay out of memory. */
export async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file, { highWaterMark: 1 << 20 }), hash);
  return hash.digest('hex');
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Puts a file in place through a temporary name, so a crash never leaves half a file. */
async function place(target: string, write: (temp: string) => Promise<void>): Promise<boolean> {
  if (await exists(target)) return false;
  await mkdir(path.dirname(target), { recursive: true });
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  try {
    await write(temp);
    await rename(temp, target);
  } finally {
    await rm(temp, { force: true });
  }
  return true;
}

/**
 * Copies an audio file to `imported/<first two hex>/<sha256>.<ext>` under the media folder,
 * unless it is there already: content addressing makes a second import write nothing.
 */
export async function storeAudio(
  mediaDir: string,
  source: string,
  sha256: string,
): Promise<StoredFile> {
  const ext = path.extname(source).toLowerCase();
  const relPath = `imported/${sha256.slice(0, 2)}/${sha256}${ext}`;
  const written = await place(path.join(mediaDir, relPath), (temp) => copyFile(source, temp));
  return { relPath, url: mediaUrl(relPath), written };
}

/** Saves an embedded cover as `imported/covers/<sha256>.<ext>`; the same picture is saved once. */
export async function storeCover(
  mediaDir: string,
  cover: { mime: string; data: Uint8Array },
): Promise<StoredFile | null> {
  const ext = COVER_EXTENSIONS[cover.mime.toLowerCase()];
  if (!ext) return null;
  const sha256 = createHash('sha256').update(cover.data).digest('hex');
  const relPath = `imported/covers/${sha256}.${ext}`;
  const written = await place(path.join(mediaDir, relPath), (temp) => writeFile(temp, cover.data));
  return { relPath, url: mediaUrl(relPath), written };
}
