import { Code, ConnectError } from '@connectrpc/connect';
import { ERROR_KINDS, type ErrorKind } from '@earshot/wire';

/** The kind of failure each Connect code stands for, as the server sends them (spec 2 §8). */
const KIND_OF_CODE: Partial<Record<Code, ErrorKind>> = {
  [Code.InvalidArgument]: 'invalid_argument',
  [Code.Unauthenticated]: 'unauthenticated',
  [Code.PermissionDenied]: 'permission_denied',
  [Code.NotFound]: 'not_found',
  [Code.AlreadyExists]: 'conflict',
  [Code.Aborted]: 'stale',
  [Code.FailedPrecondition]: 'failed_precondition',
  [Code.ResourceExhausted]: 'rate_limited',
  [Code.Unavailable]: 'unavailable',
};

/** The spec 2 §8 status message for a failed call, by its Connect code; the rest read as a server error. */
export function statusText(error: unknown): string {
  return ERROR_KINDS[KIND_OF_CODE[ConnectError.from(error).code] ?? 'internal'].text;
}
