import { expect, it } from 'vitest';
import { isOtpFormat } from './limits';
import { isReferralCode, isUserId } from './user-id';

it('knows a user id: c then 24 lowercase letters or digits', () => {
  expect(isUserId('cm3k2j9x0000abcdefghijklm')).toBe(true);
  for (const bad of [
    'Cm3k2j9x0000abcdefghijklm',
    'cm3k2j9x0000abcdefghijkl',
    'dm3k2j9x0000abcdefghijklm',
  ]) {
    expect(isUserId(bad), bad).toBe(false);
  }
});

it('knows the three referral code forms (spec 1 §5)', () => {
  expect(isReferralCode('cm3k2j9x0000abcdefghijklm')).toBe(true);
  expect(isReferralCode('123e4567-e89b-12d3-a456-426614174000')).toBe(true);
  expect(isReferralCode('0123456789abcdef0123456789ABCDEF')).toBe(true);
  expect(isReferralCode('not-a-code')).toBe(false);
});

it('knows a one-time code: exactly six digits', () => {
  expect(isOtpFormat('012345')).toBe(true);
  for (const bad of ['12345', '1234567', '12a456', ' 123456'])
    expect(isOtpFormat(bad), bad).toBe(false);
});
