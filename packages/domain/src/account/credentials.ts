import { PASSWORD_MIN_LENGTH, SIGNUP_NAME } from './limits';
import { ACCOUNT_TEXTS } from './texts';

/**
 * The stable codes of the field rules: the server answers them as error reasons beside the
 * rest of the product's (@earshot/wire REASONS), the web matches on them.
 */
export type FieldProblemCode =
  | 'email_required'
  | 'email_invalid'
  | 'password_required'
  | 'password_too_short'
  | 'password_needs_lowercase'
  | 'password_needs_uppercase'
  | 'password_needs_number'
  | 'name_too_short'
  | 'name_too_long'
  | 'username_invalid'
  | 'image_invalid'
  | 'background_invalid';

/** Why a field was refused: a stable code the UI and tests match on, and the spec's words. */
export interface FieldProblem {
  field: 'email' | 'password' | 'name' | 'username' | 'image' | 'background' | 'otp';
  code: FieldProblemCode;
  message: string;
}

// Deliberately loose: one '@', something on each side, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const EMAIL_MAX = 254;

/** An e-mail as stored and compared: trimmed and lowercased (spec 1 §5). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Checks a (normalised) e-mail: required, then shaped like an address. */
export function checkEmail(value: string | null | undefined): FieldProblem | undefined {
  const email = normalizeEmail(value ?? '');
  if (email === '') {
    return { field: 'email', code: 'email_required', message: ACCOUNT_TEXTS.emailRequired };
  }
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) {
    return { field: 'email', code: 'email_invalid', message: ACCOUNT_TEXTS.emailInvalid };
  }
  return undefined;
}

/**
 * Checks a new password: required, at least 8 characters, with a lowercase letter, an
 * uppercase letter and a digit (spec 1 §5). Answers the first rule broken.
 */
export function checkPassword(value: string | null | undefined): FieldProblem | undefined {
  const password = value ?? '';
  const problem = (code: FieldProblemCode, message: string): FieldProblem => ({
    field: 'password',
    code,
    message,
  });
  if (password === '') return problem('password_required', ACCOUNT_TEXTS.passwordRequired);
  if (password.length < PASSWORD_MIN_LENGTH) {
    return problem('password_too_short', ACCOUNT_TEXTS.passwordTooShort);
  }
  if (!/[a-z]/.test(password)) {
    return problem('password_needs_lowercase', ACCOUNT_TEXTS.passwordNeedsLowercase);
  }
  if (!/[A-Z]/.test(password)) {
    return problem('password_needs_uppercase', ACCOUNT_TEXTS.passwordNeedsUppercase);
  }
  if (!/\d/.test(password))
    return problem('password_needs_number', ACCOUNT_TEXTS.passwordNeedsNumber);
  return undefined;
}

/**
 * Checks the optional name given at sign-up: absent or blank is fine; otherwise 2 to 50
 * characters after trimming, both ends included (spec 1 §5).
 */
export function checkSignupName(value: string | null | undefined): FieldProblem | undefined {
  const name = (value ?? '').trim();
  if (name === '') return undefined;
  if (name.length < SIGNUP_NAME.min) {
    return { field: 'name', code: 'name_too_short', message: ACCOUNT_TEXTS.nameTooShort };
  }
  if (name.length > SIGNUP_NAME.max) {
    return { field: 'name', code: 'name_too_long', message: ACCOUNT_TEXTS.nameTooLong };
  }
  return undefined;
}

/** Checks a sign-up form; answers the first problem in the form's order (e-mail, password, name). */
export function checkSignup(form: {
  email?: string | null;
  password?: string | null;
  name?: string | null;
}): FieldProblem | undefined {
  return checkEmail(form.email) ?? checkPassword(form.password) ?? checkSignupName(form.name);
}
