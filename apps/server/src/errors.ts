import type { FieldProblemCode } from '@earshot/domain';
import {
  ERROR_KINDS,
  REASONS,
  type ErrorBody,
  type ErrorKind,
  type LinkingCode,
  type OAuthLinkingCode,
  type OAuthProviderCode,
  type Reason,
} from '@earshot/wire';

export type { ErrorKind };

/**
 * What an error may give as its reason: the product's reasons (@earshot/wire), the field
 * rules' codes (@earshot/domain), an OAuth provider's own code passed on to the error page, and
 * the spec's linking codes (WALLET_ALREADY_CONNECTED, ...).
 */
export type AppReason =
  Reason | FieldProblemCode | OAuthProviderCode | LinkingCode | OAuthLinkingCode;

/**
 * An expected failure: a kind (how it travels), a stable reason string (what the UI
 * and tests match on) and a message safe to show.
 */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly reason: AppReason;

  constructor(kind: ErrorKind, reason: AppReason, message?: string) {
    super(message ?? ERROR_KINDS[kind].text);
    this.name = 'AppError';
    this.kind = kind;
    this.reason = reason;
  }
}

/** The body every HTTP error answers with: the spec reads 'error' or 'message', and 'code'. */
export type HttpErrorBody = ErrorBody;

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
  return err instanceof AppError ? err : new AppError('internal', REASONS.internal);
}
