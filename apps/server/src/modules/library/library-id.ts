import { randomBytes } from 'node:crypto';

/** A new id for a library row: a prefix and 16 random base64url characters (96 bits). */
export function newLibraryId(prefix: 'pl' | 'fav' | 'pe'): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
