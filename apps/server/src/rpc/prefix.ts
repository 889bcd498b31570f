/** Where the RPC services are mounted on the main port (Connect and gRPC-Web). */
export const RPC_PREFIX = '/rpc';
