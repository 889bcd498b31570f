import { createClient, type Client } from '@connectrpc/connect';
import { createConnectTransport, createGrpcWebTransport } from '@connectrpc/connect-node';
import type { DescService } from '@bufbuild/protobuf';

/** A typed client of one service over the browser protocols: Connect or gRPC-Web, HTTP/1.1. */
export function rpcClient<S extends DescService>(
  service: S,
  baseUrl: string,
  protocol: 'connect' | 'grpc-web' = 'connect',
): Client<S> {
  const options = { baseUrl: `${baseUrl}/rpc`, httpVersion: '1.1' as const };
  const transport =
    protocol === 'connect' ? createConnectTransport(options) : createGrpcWebTransport(options);
  return createClient(service, transport);
}
