import { Code, ConnectError } from '@connectrpc/connect';
import { createQueryClient } from '@/lib/query-client';

/** The app's query client (spec 2 §4's retries and delays); `retryDelay` stretches the wait. */
export function retryingQueryClient(retryDelay?: number) {
  const client = createQueryClient();
  if (retryDelay !== undefined) {
    const queries = client.getDefaultOptions().queries;
    client.setDefaultOptions({ queries: { ...queries, retryDelay } });
  }
  return client;
}

/** A service that is down (503): the answer the spec's retries are for. */
export const unavailable = () => new ConnectError('Service Unavailable', Code.Unavailable);

/**
 * A switch for a fake handler: while `down`, it throws Unavailable; else it answers. Counts the
 * calls, so a test sees each try.
 */
export function outage<Req, Res>(answer: (request: Req) => Res, down = true) {
  const state = {
    down,
    calls: 0,
    handler: (request: Req): Res => {
      state.calls += 1;
      if (state.down) throw unavailable();
      return answer(request);
    },
  };
  return state;
}
