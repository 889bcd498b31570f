import type { Transport } from '@connectrpc/connect';
import type { SessionToken } from './session-token';

/**
 * A transport whose code (connect-web and most of protobuf) loads with the first call rather
 * than with the page: the shell paints without it (ADR 0010). Every call waits on the same load.
 */
export function createLazyTransport(load: () => Promise<Transport>): Transport {
  let loading: Promise<Transport> | null = null;
  const real = () => (loading ??= load());
  return {
    async unary(method, signal, timeoutMs, header, input, contextValues) {
      return (await real()).unary(method, signal, timeoutMs, header, input, contextValues);
    },
    async stream(method, signal, timeoutMs, header, input, contextValues) {
      return (await real()).stream(method, signal, timeoutMs, header, input, contextValues);
    },
  };
}

/** The app's one Connect transport (see connect-transport.ts), created once at start. */
export function createAppTransport(sessionToken: SessionToken): Transport {
  return createLazyTransport(() =>
    import('./connect-transport').then((m) => m.createRpcTransport(sessionToken)),
  );
}
