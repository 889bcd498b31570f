import { Code, ConnectError } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { createQueryClient, MAX_RETRIES, shouldRetry } from './query-client';

const tries = (error: unknown) => {
  let n = 0;
  while (shouldRetry(n, error)) n += 1;
  return n;
};

describe('the retry policy (spec 2 §4, §9)', () => {
  it('tries up to 5 times again while the failure may pass', () => {
    expect(MAX_RETRIES).toBe(5);
    for (const code of [Code.Unavailable, Code.DeadlineExceeded, Code.ResourceExhausted]) {
      expect(tries(new ConnectError('x', code))).toBe(5);
    }
    expect(tries(new TypeError('Failed to fetch'))).toBe(5);
  });

  it('tries once more after a server error, never after an answer that cannot change', () => {
    expect(tries(new ConnectError('x', Code.Internal))).toBe(1);
    for (const code of [Code.NotFound, Code.InvalidArgument, Code.PermissionDenied]) {
      expect(tries(new ConnectError('x', code))).toBe(0);
    }
  });

  it("is the app's default, with TanStack's min(1000 × 2^n, 30000) ms delay", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(shouldRetry);
    expect(queries?.retryDelay).toBeUndefined();
  });
});
