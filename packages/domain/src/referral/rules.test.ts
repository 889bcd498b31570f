import { describe, expect, it } from 'vitest';
import { madeForInvitation, REFERRAL_STORED_GRACE_MS } from './rules';

const HOUR = 3600_000;
const now = 100 * HOUR;

describe('madeForInvitation', () => {
  it('takes an account made after the code was stored, or within the grace before', () => {
    const codeAgeMs = 2 * HOUR;
    expect(madeForInvitation({ createdAtMs: now - HOUR, nowMs: now, codeAgeMs })).toBe(true);
    const justBefore = now - codeAgeMs - REFERRAL_STORED_GRACE_MS;
    expect(madeForInvitation({ createdAtMs: justBefore, nowMs: now, codeAgeMs })).toBe(true);
    expect(madeForInvitation({ createdAtMs: justBefore - 1, nowMs: now, codeAgeMs })).toBe(false);
  });

  it('bounds the age the client states by the code’s lifetime; unsaid, it is the lifetime', () => {
    const dayAndAHalf = now - 36 * HOUR;
    expect(madeForInvitation({ createdAtMs: dayAndAHalf, nowMs: now, codeAgeMs: 48 * HOUR })).toBe(
      false,
    );
    expect(madeForInvitation({ createdAtMs: now - 23 * HOUR, nowMs: now })).toBe(true);
    expect(madeForInvitation({ createdAtMs: now - 25 * HOUR, nowMs: now })).toBe(false);
    // A negative age (a clock set back) counts as a code stored now.
    expect(madeForInvitation({ createdAtMs: now - HOUR, nowMs: now, codeAgeMs: -5 * HOUR })).toBe(
      false,
    );
  });
});
