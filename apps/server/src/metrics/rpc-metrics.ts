import { Code, type Interceptor } from '@connectrpc/connect';
import { toConnectError } from '~/rpc/error-interceptor';
import type { Metrics } from './metrics';

/**
 * Times every RPC and counts it by method and result code; on the browser port and the native
 * gRPC port alike. Wherever it sits among the interceptors, an error is counted by the code it
 * answers with (an unknown error as Internal).
 */
export function rpcMetricsInterceptor(metrics: Metrics): Interceptor {
  return (next) => async (req) => {
    const started = performance.now();
    let code = 'ok';
    try {
      return await next(req);
    } catch (err) {
      code = Code[toConnectError(err).code];
      throw err;
    } finally {
      const method = `${req.service.typeName}/${req.method.name}`;
      metrics.rpcCall(method, code, (performance.now() - started) / 1000);
    }
  };
}
