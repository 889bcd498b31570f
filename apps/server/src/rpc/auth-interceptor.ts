import type { Interceptor } from '@connectrpc/connect';
import { sessionTokenOf } from '~/modules/account';
import { callerKey, type Caller } from './auth-context';

/**
 * Turns `authorization: Bearer <session token>` into the caller (callerKey). A missing,
 * unknown or expired token leaves no caller: public calls still work, protected ones answer
 * Unauthenticated through requireCaller.
 */
export function authInterceptor(
  resolve: (token: string) => Promise<Caller | undefined>,
): Interceptor {
  return (next) => async (req) => {
    const token = sessionTokenOf({ authorization: req.header.get('authorization') });
    if (token) {
      const caller = await resolve(token);
      if (caller) req.contextValues.set(callerKey, caller);
    }
    return next(req);
  };
}
