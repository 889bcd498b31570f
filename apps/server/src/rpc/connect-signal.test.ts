import { getEventListeners } from 'node:events';
import { Code, ConnectError, createHandlerContext } from '@connectrpc/connect';
import { RankingService } from '@earshot/contract/ranking/v1/ranking';
import { describe, expect, it } from 'vitest';

// connect-plugin.ts gives every call of a connection the same request signal (one per
// connection, not one per call): this holds only while Connect's context of a call lets go of
// it when the call ends. What the published package does, checked on each upgrade of it.
describe("Connect's call signal, on one connection's signal", () => {
  const context = (requestSignal: AbortSignal) =>
    createHandlerContext({
      service: RankingService,
      method: RankingService.method.getLeaderboard,
      protocolName: 'connect',
      requestMethod: 'POST',
      url: 'http://localhost/',
      requestSignal,
    });

  it('lets go of it when a call ends, and passes its reason to the calls under way', () => {
    const connection = new AbortController();
    const listeners = () => getEventListeners(connection.signal, 'abort');
    const [a, b] = [context(connection.signal), context(connection.signal)];
    expect(listeners()).toHaveLength(2);
    a.abort();
    expect(a.signal.aborted).toBe(true);
    expect(listeners()).toHaveLength(1);
    const gone = new ConnectError('the client closed the connection', Code.Canceled);
    connection.abort(gone);
    expect(b.signal.reason).toBe(gone);
    expect(a.signal.reason).not.toBe(gone);
    expect(listeners()).toHaveLength(0);
    expect(context(connection.signal).signal.reason).toBe(gone);
  });
});
