/** Digits in a one-time code (spec 1 §9). */
export const OTP_LENGTH = 6;

/** Seconds a one-time code stays valid (spec 1 §9). */
export const OTP_TTL_SECONDS = 300;

/** Wrong tries one code survives; the next try finds it dead. */
export const OTP_MAX_ATTEMPTS = 5;

/** Codes sent to one e-mail address per hour, whatever their purpose. */
export const OTP_SENDS_PER_HOUR = 5;

/** A web2 session's lifetime: 24 h (spec 1 §9). */
export const SESSION_TTL_MS = 86_400_000;

/** The shortest password accepted (spec 1 §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** A name given at sign-up: 2 to 50 characters after trimming (spec 1 §5). */
export const SIGNUP_NAME = { min: 2, max: 50 } as const;

/** The longest stored profile name (spec 1 §3, §5). */
export const PROFILE_NAME_MAX = 100;

/** A username's length (spec 1 §9). */
export const USERNAME = { min: 3, max: 30 } as const;

/** Failed sign-ins allowed per account in 15 minutes before sign-in answers 429. */
export const SIGNIN_FAILURES_PER_ACCOUNT = { limit: 10, windowMs: 15 * 60_000 } as const;

/** Failed sign-ins allowed per client address in an hour before sign-in answers 429. */
export const SIGNIN_FAILURES_PER_ADDRESS = { limit: 100, windowMs: 60 * 60_000 } as const;

/** E-mail look-ups allowed per client address in a minute before check-email answers 429. */
export const CHECK_EMAIL_PER_ADDRESS = { limit: 20, windowMs: 60_000 } as const;

/** Whether a string is a well-formed one-time code: exactly six digits. */
export function isOtpFormat(value: string): boolean {
  return /^\d{6}$/.test(value);
}
