import { isHttpUrl } from '../url';
import type { FieldProblem } from './credentials';
import { PROFILE_NAME_MAX, USERNAME } from './limits';
import { ACCOUNT_TEXTS } from './texts';

/** A stored profile name: trimmed, inner runs of spaces collapsed, cut at 100 (spec 1 §5). */
export function normalizeProfileName(value: string): string {
  return value.trim().replace(/\s+/g, ' ').slice(0, PROFILE_NAME_MAX).trimEnd();
}

const USERNAME_CHARS = /^[a-z0-9_-]+$/;

/** A username as stored: trimmed and lowercased (spec 1 §5). */
export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

/** Checks a normalised username: letters, digits, '_' or '-', 3 to 30 characters (spec 1 §5). */
export function checkUsername(value: string): FieldProblem | undefined {
  const ok =
    value.length >= USERNAME.min && value.length <= USERNAME.max && USERNAME_CHARS.test(value);
  return ok
    ? undefined
    : { field: 'username', code: 'username_invalid', message: ACCOUNT_TEXTS.usernameInvalid };
}

/** Checks an image (or background) URL: an absolute http or https URL (spec 1 §5). */
export function checkImageUrl(
  value: string,
  field: 'image' | 'background' = 'image',
): FieldProblem | undefined {
  return isHttpUrl(value)
    ? undefined
    : { field, code: `${field}_invalid`, message: ACCOUNT_TEXTS.imageInvalid };
}
