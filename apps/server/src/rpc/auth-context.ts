import { createContextKey, type HandlerContext } from '@connectrpc/connect';
import { ACCOUNT_TEXTS } from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';

/** Who is calling, as the session token says. */
export interface Caller {
  userId: string;
  method: 'web2' | 'web3';
}

/** Set by the auth interceptor when the call carries a live session token; unset otherwise. */
export const callerKey = createContextKey<Caller | undefined>(undefined, {
  description: 'earshot caller',
});

/** The caller of a protected call, or Unauthenticated with the spec's words. */
export function requireCaller(ctx: HandlerContext): Caller {
  const caller = ctx.values.get(callerKey);
  if (!caller) {
    throw new AppError(
      'unauthenticated',
      REASONS.authenticationRequired,
      ACCOUNT_TEXTS.authenticationRequired,
    );
  }
  return caller;
}
