import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';

const protoRoot = fileURLToPath(new URL('../../../../proto', import.meta.url));

/**
 * A generic @grpc/grpc-js client (no generated code: the .proto read at run time) of one
 * service, e.g. `earshot.search.v1.SearchService` from `earshot/search/v1/search.proto`, at
 * `address` (host:port) over h2c. Close it when done.
 */
export function nativeGrpcClient<C extends grpc.Client>(
  address: string,
  protoFile: string,
  service: string,
  options: protoLoader.Options = { defaults: true },
): C {
  const definition = protoLoader.loadSync(protoFile, { includeDirs: [protoRoot], ...options });
  const loaded: unknown = grpc.loadPackageDefinition(definition);
  const constructor = service
    .split('.')
    .reduce<unknown>((node, name) => (node as Record<string, unknown>)[name], loaded) as new (
    address: string,
    credentials: grpc.ChannelCredentials,
  ) => C;
  return new constructor(address, grpc.credentials.createInsecure());
}

/** A unary call of a generic client as a promise. */
export function unary<T>(
  client: grpc.Client,
  method: (request: object, callback: (err: grpc.ServiceError | null, reply: T) => void) => void,
  request: object,
): Promise<T> {
  return new Promise<T>((resolve, reject) =>
    method.call(client, request, (err, reply) => (err ? reject(err) : resolve(reply))),
  );
}
