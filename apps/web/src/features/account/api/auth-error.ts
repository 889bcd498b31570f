import { ACCOUNT_TEXTS } from '@earshot/domain';

/** Spec 1 §8 status texts, for an answer that carries no message of its own. */
const statusTexts: Record<number, string> = {
  401: ACCOUNT_TEXTS.authenticationRequired,
  403: 'Access denied. You do not have permission to perform this action.',
  404: 'The requested resource was not found.',
  429: ACCOUNT_TEXTS.tooManyRequests,
  500: 'Server error. Please try again later.',
  503: 'Service temporarily unavailable. Please try again later.',
};

/** Spec 1 §8: the generic failure text. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * A refused or failed auth call: the HTTP status (0 when the network failed), the server's
 * stable `code` and a message safe to show (the server's words, else the status text).
 */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
  }

  /** From an error answer `{ error, message, code }` (spec 1 §7: 'error' or 'message', and 'code'). */
  static fromAnswer(status: number, body: unknown): AuthError {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    const message =
      text(fields.message) ?? text(fields.error) ?? statusTexts[status] ?? SOMETHING_WENT_WRONG;
    return new AuthError(status, text(fields.code) ?? `http_${status}`, message);
  }

  /** A call that never got an answer. */
  static network(): AuthError {
    return new AuthError(0, 'network_error', SOMETHING_WENT_WRONG);
  }
}

/** Any thrown value as an AuthError. */
export function asAuthError(err: unknown): AuthError {
  return err instanceof AuthError ? err : AuthError.network();
}
