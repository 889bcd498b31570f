import * as z from 'zod/mini';

// NUL (no PostgreSQL text column stores it) or a UTF-16 surrogate without its partner (no UTF-8
// encodes it): text that cannot be what a person typed.
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string can be stored and sent as it is: no NUL, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** A string that is storable text (isStorableText). */
export const storableString = () =>
  z.string().check(z.refine(isStorableText, 'must not hold NUL or a lone surrogate'));

/** Whether any string inside a value (object keys included) is not storable text. */
export function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return false;
  return Object.entries(value).some(
    ([key, inner]) => !isStorableText(key) || holdsUnstorableText(inner),
  );
}
