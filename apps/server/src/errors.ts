import type { FieldProblemCode } from '@earshot/domain';
import { isDatabaseUnreachable } from './db/unreachable';
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

  /** `cause`: the failure underneath, logged (an outage's driver error), never shown. */
  constructor(kind: ErrorKind, reason: AppReason, message?: string, cause?: unknown) {
    super(message ?? ERROR_KINDS[kind].text, cause === undefined ? undefined : { cause });
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

/**
 * The error as it may be shown: itself when expected; Unavailable when the database could
 * not be reached (the call may pass when tried again: 503, Retry-After); else a bare Internal.
 */
export function asAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (isDatabaseUnreachable(err)) {
    return new AppError('unavailable', REASONS.databaseUnreachable, undefined, err);
  }
  return new AppError('internal', REASONS.internal);
}

/** Whether an answered error is worth a log line: a fault of ours, or an outage underneath. */
export function needsLog(known: AppError): boolean {
  return known.kind === 'internal' || known.cause !== undefined;
}

/** The log line of an error that needs one. */
export const logLine = (known: AppError) =>
  known.kind === 'unavailable' ? 'a service the server needs did not answer' : undefined;
