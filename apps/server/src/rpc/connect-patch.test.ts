import { create } from '@bufbuild/protobuf';
import { getEventListeners } from 'node:events';
import { Code, ConnectError, createHandlerContext } from '@connectrpc/connect';
import { createMethodSerializationLookup } from '@connectrpc/connect/protocol';
import { GetLeaderboardResponseSchema, RankingService } from '@earshot/contract/ranking/v1/ranking';
import { describe, expect, it } from 'vitest';

// What patches/@connectrpc+connect+*.patch changes (applied by `npm ci`'s postinstall): if
// an upgrade drops the patch, these fail before any benchmark does.
describe('the Connect patch', () => {
  const method = RankingService.method.getLeaderboard;
  const lookup = () =>
    createMethodSerializationLookup(method, undefined, undefined, {
      readMaxBytes: 0xffffffff,
      writeMaxBytes: 0xffffffff,
    });
  const answer = () =>
    create(GetLeaderboardResponseSchema, {
      total: 3,
      entries: [{ id: 'u1', username: 'ann', combinedTotal: 12, rank: 1 }],
    });

  it.each([false, true])('serializes a frozen answer once per format (binary %s)', (binary) => {
    const out = lookup().getO(binary);
    const frozen = Object.freeze(answer());
    const first = out.serialize(frozen);
    expect(out.serialize(frozen)).toBe(first);
    expect(out.serialize(Object.freeze(answer()))).not.toBe(first);
    expect(out.serialize(Object.freeze(answer()))).toEqual(first);
  });

  it('serializes an answer that is not frozen again each time, as it may have changed', () => {
    const out = lookup().getO(false);
    const open = answer();
    const before = new TextDecoder().decode(out.serialize(open));
    open.total = 4;
    const after = new TextDecoder().decode(out.serialize(open));
    expect(JSON.parse(before)).toMatchObject({ total: 3 });
    expect(JSON.parse(after)).toMatchObject({ total: 4 });
  });

  const context = (init: { requestSignal?: AbortSignal; timeoutMs?: number } = {}) =>
    createHandlerContext({
      service: RankingService,
      method,
      protocolName: 'connect',
      requestMethod: 'POST',
      url: 'http://localhost/',
      ...init,
    });

  it('ends calls without a reason with one shared AbortError, a reason given kept', () => {
    const [a, b, c] = [context(), context(), context()];
    a.abort();
    b.abort();
    const reason = new Error('gone');
    c.abort(reason);
    expect(a.signal.aborted && b.signal.aborted).toBe(true);
    expect(a.signal.reason).toBeInstanceOf(DOMException);
    expect((a.signal.reason as DOMException).name).toBe('AbortError');
    expect(b.signal.reason).toBe(a.signal.reason);
    expect(c.signal.reason).toBe(reason);
  });

  it("makes a call's signal when read, aborted with its request's reason, letting go when it ends", () => {
    // One signal per connection, shared by its calls (connect-plugin.ts): each call must let go.
    const connection = new AbortController();
    const listeners = () => getEventListeners(connection.signal, 'abort');
    const [a, b, unread] = [1, 2, 3].map(() => context({ requestSignal: connection.signal }));
    expect(listeners()).toHaveLength(0);
    expect(a!.signal.aborted || b!.signal.aborted).toBe(false);
    expect(listeners()).toHaveLength(2);
    a!.abort();
    expect(a!.signal.aborted).toBe(true);
    expect(listeners()).toHaveLength(1);
    const gone = new ConnectError('the client closed the connection', Code.Canceled);
    connection.abort(gone);
    expect(b!.signal.reason).toBe(gone);
    expect(a!.signal.reason).not.toBe(gone);
    expect(listeners()).toHaveLength(0);
    // Read after the request left, the signal says so; a request already gone starts aborted.
    expect(unread!.signal.reason).toBe(gone);
    expect(context({ requestSignal: connection.signal }).signal.reason).toBe(gone);
    // Read after the call ended, it is aborted with the end's reason.
    const ended = context({ requestSignal: new AbortController().signal });
    const reason = new Error('done');
    ended.abort(reason);
    expect(ended.signal.reason).toBe(reason);
    // Copies of the context (Connect's Object.assign) do not make it.
    const copied = context({ requestSignal: connection.signal });
    expect(Object.keys(copied)).not.toContain('signal');
  });

  it('aborts a call at its deadline with DeadlineExceeded, and only with a deadline', async () => {
    const timed = context({ timeoutMs: 5 });
    const untimed = context();
    const readFirst = context({ timeoutMs: 5 });
    expect(readFirst.signal.aborted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ConnectError.from(timed.signal.reason).code).toBe(Code.DeadlineExceeded);
    expect(ConnectError.from(readFirst.signal.reason).code).toBe(Code.DeadlineExceeded);
    expect(untimed.signal.aborted).toBe(false);
    // Ended before its deadline, a call is not aborted by it later.
    const ended = context({ timeoutMs: 5 });
    ended.abort();
    const reason: unknown = ended.signal.reason;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ended.signal.reason).toBe(reason);
  });
});
