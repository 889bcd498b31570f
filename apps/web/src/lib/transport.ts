import { createConnectTransport } from '@connectrpc/connect-web';
import { authInterceptor } from './auth-interceptor';

/**
 * The one Connect transport of the app. The server mounts every service under
 * `/rpc` on the same origin (vite proxies it in development). Signed-in calls carry
 * the session token (see auth-interceptor).
 */
export const transport = createConnectTransport({
  baseUrl: '/rpc',
  interceptors: [authInterceptor],
});
