import { createContextKey, type ContextValues } from '@connectrpc/connect';
import type { Logger } from '~/logger';

/** Per-call facts every handler and interceptor may read. */
export interface CallContext {
  requestId: string;
  log: Logger;
  /** The client's address (rate limits), when the transport knows it. */
  address?: string;
  /** The origin browsers use (PUBLIC_URL, else what the request says), when known. */
  origin?: string;
}

/** Set by the transport adapters (Fastify, native gRPC) for every call. */
export const callContextKey = createContextKey<CallContext | undefined>(undefined, {
  description: 'earshot call context',
});

/**
 * Whether the call's message was read and decoded: set to false before Connect reads it,
 * to true when the interceptors run (withPlainRefusals answers the others).
 */
export const decodedKey = createContextKey<{ decoded: boolean } | undefined>(undefined, {
  description: 'earshot: the request message was decoded',
});

/** Notes that the call reached the interceptors (its message was read and decoded). */
export function markDecoded(values: ContextValues) {
  const marker = values.get(decodedKey);
  if (marker) marker.decoded = true;
}
