import { createContextKey } from '@connectrpc/connect';
import type { Logger } from '~/logger';

/** Per-call facts every handler and interceptor may read. */
export interface CallContext {
  requestId: string;
  log: Logger;
}

/** Set by the transport adapters (Fastify, native gRPC) for every call. */
export const callContextKey = createContextKey<CallContext | undefined>(undefined, {
  description: 'earshot call context',
});
