/** The kinds of failure the product knows; each has one HTTP status (and one Connect code, in rpc/). */
export type ErrorKind =
  | 'invalid_argument'
  | 'unauthenticated'
  | 'permission_denied'
  | 'not_found'
  | 'conflict'
  | 'validation'
  | 'rate_limited'
  | 'internal'
  | 'unavailable';

interface KindSpec {
  status: number;
  /** The spec's status text (spec 1 §8), used when the error carries no message of its own. */
  text: string;
}

export const ERROR_KINDS: Record<ErrorKind, KindSpec> = {
  invalid_argument: { status: 400, text: 'Invalid request.' },
  unauthenticated: {
    status: 401,
    text: 'Authentication required. Please sign in.',
  },
  permission_denied: {
    status: 403,
    text: 'Access denied. You do not have permission to perform this action.',
  },
  not_found: { status: 404, text: 'The requested resource was not found.' },
  conflict: { status: 409, text: 'Conflict.' },
  validation: { status: 422, text: 'Validation error.' },
  rate_limited: {
    status: 429,
    text: 'Too many requests. Please try again later.',
  },
  internal: { status: 500, text: 'Server error. Please try again later.' },
  unavailable: {
    status: 503,
    text: 'Service temporarily unavailable. Please try again later.',
  },
};

/**
 * An expected failure: a kind (how it travels), a stable reason string (what the UI
 * and tests match on) and a message safe to show.
 */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly reason: string;

  constructor(kind: ErrorKind, reason: string, message?: string) {
    super(message ?? ERROR_KINDS[kind].text);
    this.name = 'AppError';
    this.kind = kind;
    this.reason = reason;
  }
}

/** The body every HTTP error answers with: the spec reads 'error' or 'message', and 'code'. */
export interface HttpErrorBody {
  error: string;
  message: string;
  code: string;
}

/** Turns any thrown value into what may be shown: unknown errors become Internal. */
export function toPublicError(err: unknown): { status: number; body: HttpErrorBody } {
  const known = asAppError(err);
  return {
    status: ERROR_KINDS[known.kind].status,
    body: { error: known.message, message: known.message, code: known.reason },
  };
}

/** The error as it may be shown: itself when expected, else a bare Internal. */
export function asAppError(err: unknown): AppError {
  return err instanceof AppError ? err : new AppError('internal', 'internal');
}
