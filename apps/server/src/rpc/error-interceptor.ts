import { create } from '@bufbuild/protobuf';
import { Code, ConnectError, type Interceptor } from '@connectrpc/connect';
import { ErrorDetailSchema } from '@earshot/contract/common/v1/error';
import { asAppError, logLine, needsLog, type ErrorKind } from '~/errors';
import { RETRY_AFTER_SECONDS } from '~/http/errors';
import { callContextKey, markDecoded, type CallContext } from './context';

const CONNECT_CODE: Record<ErrorKind, Code> = {
  invalid_argument: Code.InvalidArgument,
  unauthenticated: Code.Unauthenticated,
  permission_denied: Code.PermissionDenied,
  not_found: Code.NotFound,
  conflict: Code.AlreadyExists,
  stale: Code.Aborted,
  failed_precondition: Code.FailedPrecondition,
  validation: Code.InvalidArgument,
  rate_limited: Code.ResourceExhausted,
  too_large: Code.ResourceExhausted,
  uri_too_long: Code.ResourceExhausted,
  timed_out: Code.DeadlineExceeded,
  internal: Code.Internal,
  unavailable: Code.Unavailable,
};

/**
 * The one place errors become Connect errors: expected ones keep their message and carry
 * their reason as an ErrorDetail; anything else is logged with the request id and answered
 * as Internal without its message.
 */
export const errorInterceptor: Interceptor = (next) => async (req) => {
  markDecoded(req.contextValues);
  try {
    return await next(req);
  } catch (err) {
    throw toConnectError(err, req.contextValues.get(callContextKey), req.url);
  }
};

/** The Connect error an error answers as: expected ones as they are, unknown ones as Internal (logged). */
export function toConnectError(err: unknown, call?: CallContext, rpc?: string) {
  if (err instanceof ConnectError) return err;
  const known = asAppError(err);
  if (needsLog(known)) {
    call?.log.error(
      { err, requestId: call.requestId, rpc },
      logLine(known) ?? 'unhandled RPC error',
    );
  }
  // Unavailable passes: say when to try again, as a 503 does (the web retries by its code).
  const metadata =
    known.kind === 'unavailable' ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : undefined;
  return new ConnectError(known.message, CONNECT_CODE[known.kind], metadata, [
    { desc: ErrorDetailSchema, value: create(ErrorDetailSchema, { reason: known.reason }) },
  ]);
}
