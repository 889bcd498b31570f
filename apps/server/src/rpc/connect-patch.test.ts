import { create } from '@bufbuild/protobuf';
import { createHandlerContext } from '@connectrpc/connect';
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

  it('ends calls without a reason with one shared AbortError, a reason given kept', () => {
    const context = () =>
      createHandlerContext({
        service: RankingService,
        method,
        protocolName: 'connect',
        requestMethod: 'POST',
        url: 'http://localhost/',
      });
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
});
