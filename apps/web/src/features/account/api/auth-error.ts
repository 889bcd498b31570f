import { CLIENT_REASONS, ErrorAnswer, HTTP_TEXTS, SOMETHING_WENT_WRONG } from '@earshot/wire';

/** Spec 1 §8: the generic failure text. */
export { SOMETHING_WENT_WRONG };

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
    const fields = ErrorAnswer.parse(body);
    const text = (value: string | undefined) => (value === '' ? undefined : value);
    const message =
      text(fields.message) ?? text(fields.error) ?? HTTP_TEXTS[status] ?? SOMETHING_WENT_WRONG;
    return new AuthError(status, text(fields.code) ?? `http_${status}`, message);
  }

  /** A call that never got an answer. */
  static network(): AuthError {
    return new AuthError(0, CLIENT_REASONS.networkError, SOMETHING_WENT_WRONG);
  }
}

/** Any thrown value as an AuthError. */
export function asAuthError(err: unknown): AuthError {
  return err instanceof AuthError ? err : AuthError.network();
}
