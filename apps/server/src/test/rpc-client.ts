import { ConnectError, createClient, type Client, type Interceptor } from '@connectrpc/connect';
import { createConnectTransport, createGrpcWebTransport } from '@connectrpc/connect-node';
import type { DescService } from '@bufbuild/protobuf';

/** A typed client of one service over the browser protocols (Connect or gRPC-Web, HTTP/1.1), as the holder of `token` when given. */
export function rpcClient<S extends DescService>(
  service: S,
  baseUrl: string,
  protocol: 'connect' | 'grpc-web' = 'connect',
  token?: string,
): Client<S> {
  const bearer: Interceptor = (next) => (req) => {
    if (token) req.header.set('authorization', `Bearer ${token}`);
    return next(req);
  };
  const options = {
    baseUrl: `${baseUrl}/rpc`,
    httpVersion: '1.1' as const,
    interceptors: [bearer],
  };
  const transport =
    protocol === 'connect' ? createConnectTransport(options) : createGrpcWebTransport(options);
  return createClient(service, transport);
}

/** The Connect error a call that must fail ends with (a call that succeeds fails the test). */
export function failure(call: Promise<unknown>): Promise<ConnectError> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => ConnectError.from(e),
  );
}
