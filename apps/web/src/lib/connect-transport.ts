import type { Transport } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-web';
import { createAuthInterceptor } from './auth-interceptor';
import type { SessionToken } from './session-token';

/**
 * The Connect transport behind `transport` (transport.ts), loaded with the first call. The
 * server mounts every service under `/rpc` on the same origin (vite proxies it in
 * development). Signed-in calls carry `sessionToken` (see auth-interceptor).
 */
export function createRpcTransport(sessionToken: SessionToken): Transport {
  return createConnectTransport({
    baseUrl: '/rpc',
    // Calls the contract marks NO_SIDE_EFFECTS (the catalogue reads) go out as GET, so the
    // browser and any CDN can cache them; every other call stays POST.
    useHttpGet: true,
    interceptors: [createAuthInterceptor(sessionToken)],
  });
}
