/** The kinds of failure the product knows; each travels with one HTTP status (and one Connect code). */
export type ErrorKind =
  | 'invalid_argument'
  | 'unauthenticated'
  | 'permission_denied'
  | 'not_found'
  | 'conflict'
  | 'stale'
  /** The state does not allow it now (too few EP, a stronger boost running, an old account). */
  | 'failed_precondition'
  | 'validation'
  | 'rate_limited'
  /** A body, message or query string over the size the server reads (RESOURCE_EXHAUSTED over RPC). */
  | 'too_large'
  /** A query string over what the endpoint reads (414, RFC 9110 §15.5.15). */
  | 'uri_too_long'
  /** The client took longer than the server waits to send its request (408). */
  | 'timed_out'
  | 'internal'
  | 'unavailable';

/** How a kind answers over HTTP. */
export interface KindSpec {
  status: number;
  /** The spec's status text (spec 1 §8), used when the error carries no message of its own. */
  text: string;
}

/**
 * The status texts the spec words verbatim (spec 1 §8). Its 400, 409 and 422 are named, not
 * worded: those kinds' texts below are ours.
 */
export const HTTP_TEXTS: Readonly<Partial<Record<number, string>>> = {
  401: 'Authentication required. Please sign in.',
  403: 'Access denied. You do not have permission to perform this action.',
  404: 'The requested resource was not found.',
  429: 'Too many requests. Please try again later.',
  500: 'Server error. Please try again later.',
  503: 'Service temporarily unavailable. Please try again later.',
};

const kind = (status: number, text = HTTP_TEXTS[status] ?? ''): KindSpec => ({ status, text });

/** Every kind with its HTTP status and its text. */
export const ERROR_KINDS: Readonly<Record<ErrorKind, KindSpec>> = {
  invalid_argument: kind(400, 'Invalid request.'),
  unauthenticated: kind(401),
  permission_denied: kind(403),
  not_found: kind(404),
  conflict: kind(409, 'Conflict.'),
  /** What the caller read has changed since (an optimistic-concurrency check failed): read again. */
  stale: kind(409, 'Conflict.'),
  failed_precondition: kind(409, 'Conflict.'),
  validation: kind(422, 'Validation error.'),
  rate_limited: kind(429),
  too_large: kind(413, 'Request too large.'),
  uri_too_long: kind(414, 'Request too large.'),
  timed_out: kind(408, 'Request timed out.'),
  internal: kind(500),
  unavailable: kind(503),
};

/** Spec 1 §8: the generic failure text, for failures that have no text of their own. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
