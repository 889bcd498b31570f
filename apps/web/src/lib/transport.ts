import { createConnectTransport } from '@connectrpc/connect-web';

/**
 * The one Connect transport of the app. The server mounts every service under
 * `/rpc` on the same origin (vite proxies it in development).
 */
export const transport = createConnectTransport({ baseUrl: '/rpc' });
