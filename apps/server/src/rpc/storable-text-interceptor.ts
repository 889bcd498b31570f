import type { Interceptor } from '@connectrpc/connect';
import { holdsUnstorableText, REASONS } from '@earshot/wire';
import { AppError } from '~/errors';

/**
 * Refuses a request whose message holds text no column stores (NUL) before any handler sees
 * it: InvalidArgument 'Invalid request.', the same for every call (the protobuf runtime
 * already refuses lone surrogates in JSON; binary turns bad UTF-8 into U+FFFD).
 */
export const storableTextInterceptor: Interceptor = (next) => (req) => {
  if (!req.stream && holdsUnstorableText(req.message)) {
    throw new AppError('invalid_argument', REASONS.invalidRequest);
  }
  return next(req);
};
