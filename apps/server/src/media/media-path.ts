import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Whether a path is a plain relative path inside its folder: forward-slash segments, none
 * empty, none starting with a dot (so no `..`, `.` or hidden files), no backslash or NUL.
 */
export function isSafeRelativePath(relPath: string): boolean {
  if (relPath.length === 0 || relPath.length > 1024) return false;
  if (/[\\\0]/.test(relPath)) return false;
  return relPath.split('/').every((segment) => segment.length > 0 && !segment.startsWith('.'));
}

/** The URL a file under the media folder is served at, each segment percent-encoded. */
export function mediaUrl(relPath: string): string {
  return `/media/${relPath.split('/').map(encodeURIComponent).join('/')}`;
}

/** A file that may be served: its real path and what `stat` says about it. */
export interface MediaFile {
  path: string;
  size: number;
  mtimeMs: number;
}

/**
 * Resolves a request path to a regular file inside `root`, following symlinks and checking
 * the real path still lies under the real root (a link pointing outside is refused).
 * Null for anything unsafe or missing.
 */
export async function resolveMediaFile(root: string, relPath: string): Promise<MediaFile | null> {
  if (!isSafeRelativePath(relPath)) return null;
  try {
    const realRoot = await realpath(root);
    const real = await realpath(path.join(realRoot, relPath));
    if (!real.startsWith(realRoot + path.sep)) return null;
    const info = await stat(real);
    return info.isFile() ? { path: real, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}
