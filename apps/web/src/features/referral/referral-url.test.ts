import { Code, ConnectError } from '@connectrpc/connect';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outcomeOf } from './notices';
import { markProcessed, pendingReferral } from './storage';
import { referralNoticeTexts } from './texts';
import { handleReferralParams } from './url-referral';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), info: vi.fn(), error: vi.fn() }),
}));

const CODE = 'cmwwf2vivnkvvix9aahn2o7kc';
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => localStorage.clear());
afterEach(() => vi.clearAllMocks());

describe('referral codes in the address (spec 1 §2, spec 2 §4)', () => {
  it('stores a valid ?ref= or ?referral= code for 24 hours, leaving the address alone', () => {
    const replace = vi.fn();
    handleReferralParams(`?ref=${CODE}`, true, replace);
    expect(replace).not.toHaveBeenCalled();
    expect(pendingReferral(Date.now())).toBe(CODE);
    expect(pendingReferral(Date.now() + DAY + 1000)).toBeNull();
    localStorage.clear();
    handleReferralParams('?referral=0123456789abcdef0123456789abcdef', false, replace);
    expect(pendingReferral(Date.now())).toBe('0123456789abcdef0123456789abcdef');
  });

  it('ignores a malformed code and forgets a processed one', () => {
    handleReferralParams('?ref=not-a-code', true, vi.fn());
    expect(pendingReferral(Date.now())).toBeNull();
    handleReferralParams(`?ref=${CODE}`, false, vi.fn());
    markProcessed(CODE);
    expect(pendingReferral(Date.now())).toBeNull();
  });

  it('shows the notice of referral=success|error|invalid|self and removes the parameter', () => {
    const replace = vi.fn();
    handleReferralParams('?referral=success&q=x', true, replace);
    expect(toast.success).toHaveBeenCalledWith(referralNoticeTexts.welcome, expect.anything());
    expect(replace).toHaveBeenLastCalledWith('?q=x');
    handleReferralParams('?referral=invalid', true, replace);
    expect(toast.error).toHaveBeenCalledWith(referralNoticeTexts.invalidCode, {
      description: referralNoticeTexts.invalidCodeBody,
      duration: 5000,
    });
    expect(replace).toHaveBeenLastCalledWith('');
    handleReferralParams('?referral=error', true, replace);
    expect(toast.error).toHaveBeenCalledWith(referralNoticeTexts.failed, {
      description: referralNoticeTexts.failedBody,
      duration: 5000,
    });
    handleReferralParams('?referral=self', true, replace);
    expect(toast.info).toHaveBeenCalledWith(referralNoticeTexts.self, expect.anything());
    expect(replace).toHaveBeenCalledTimes(4);
  });

  it('shows a visitor only the notice that holds for them, and removes every parameter', () => {
    const replace = vi.fn();
    for (const value of ['success', 'error', 'self']) {
      handleReferralParams(`?referral=${value}&q=x`, false, replace);
      expect(replace).toHaveBeenLastCalledWith('?q=x');
    }
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.info).not.toHaveBeenCalled();
    handleReferralParams('?referral=invalid', false, replace);
    expect(toast.error).toHaveBeenCalledWith(referralNoticeTexts.invalidCode, {
      description: referralNoticeTexts.invalidCodeBody,
      duration: 5000,
    });
    expect(replace).toHaveBeenCalledTimes(4);
  });
});

describe("setReferrer's outcomes (spec 2 §8)", () => {
  it.each([
    [new ConnectError('user already has a referrer', Code.AlreadyExists), 'already'],
    [new ConnectError('already referred', Code.Unknown), 'already'],
    [new ConnectError('cannot set yourself as referrer', Code.InvalidArgument), 'ignored'],
    [new ConnectError('cannot set yourself as referrer', Code.Unknown), 'ignored'],
    [new ConnectError('referrer user not found', Code.NotFound), 'invalid'],
    [new ConnectError('referrer user not found', Code.Unknown), 'invalid'],
    [new ConnectError('circular referral', Code.FailedPrecondition), 'failed'],
    [new Error('offline'), 'failed'],
  ])('sorts %s as %s', (error, outcome) => {
    expect(outcomeOf(error)).toBe(outcome);
  });
});
