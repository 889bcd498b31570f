import type { Interceptor } from '@connectrpc/connect';
import { callerKey, type Caller } from './auth-context';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Turns `authorization: Bearer <session token>` into the caller (callerKey). A missing,
 * unknown or expired token leaves no caller: public calls still work, protected ones answer
 * Unauthenticated through requireCaller.
 */
export function authInterceptor(
  resolve: (token: string) => Promise<Caller | undefined>,
): Interceptor {
  return (next) => async (req) => {
    const token = BEARER.exec(req.header.get('authorization') ?? '')?.[1];
    if (token) {
      const caller = await resolve(token);
      if (caller) req.contextValues.set(callerKey, caller);
    }
    return next(req);
  };
}
