import { Code, ConnectError, type Interceptor } from '@connectrpc/connect';
import type { SessionToken } from './session-token';

/**
 * Adds `authorization: Bearer <session token>` to every RPC while someone is signed in
 * (spec 1 §7). A call the server answers Unauthenticated drops the cached token, so the next
 * call asks for a fresh one. Without a token (a visitor, or the token could not be read) the
 * call goes out bare: public calls still work and private ones answer Unauthenticated.
 */
export function createAuthInterceptor(sessionToken: SessionToken): Interceptor {
  return (next) => async (req) => {
    const token = await sessionToken.get().catch(() => null);
    if (token) req.header.set('authorization', `Bearer ${token}`);
    try {
      return await next(req);
    } catch (err) {
      if (token && ConnectError.from(err).code === Code.Unauthenticated) sessionToken.drop();
      throw err;
    }
  };
}
