import { describe, expect, it } from 'vitest';
import { intervalCredit, isQualifiedListen } from './rules';

describe('listening rules', () => {
  it('credits the server time since the last heartbeat, bounded three ways', () => {
    const base = { sinceLastAcceptedMs: 15_000, trackTimeLeftMs: 100_000, capLeftMs: 100_000 };
    expect(intervalCredit(base)).toBe(15_000);
    expect(intervalCredit({ ...base, sinceLastAcceptedMs: 90_000 })).toBe(30_000);
    expect(intervalCredit({ ...base, trackTimeLeftMs: 4_000 })).toBe(4_000);
    expect(intervalCredit({ ...base, capLeftMs: 1_000 })).toBe(1_000);
    expect(intervalCredit({ ...base, sinceLastAcceptedMs: -5 })).toBe(0);
  });

  it('qualifies a Listen at 30 s credited, or the whole of a shorter track', () => {
    expect(isQualifiedListen(29_999, 200_000)).toBe(false);
    expect(isQualifiedListen(30_000, 200_000)).toBe(true);
    expect(isQualifiedListen(6_000, 6_000)).toBe(true);
  });
});
