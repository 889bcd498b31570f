import { expect, it } from 'vitest';
import { ledgerKeys, readLedgerKey } from './ledger';

const user = 'cm3k2j9x0000abcdefghijklm';

it('reads the referral programme keys back as ledgerKeys built them', () => {
  expect(readLedgerKey(ledgerKeys.welcomeBonus(user))).toEqual({
    of: 'welcomeBonus',
    refereeId: user,
  });
  expect(readLedgerKey(ledgerKeys.referrerReward(user))).toEqual({
    of: 'referrerReward',
    refereeId: user,
  });
  expect(readLedgerKey(ledgerKeys.milestone(user, 'milestone-5'))).toEqual({
    of: 'milestone',
    userId: user,
    milestoneId: 'milestone-5',
  });
});

it('answers undefined for any other key', () => {
  for (const key of [
    ledgerKeys.listening('s1', 1, 2),
    ledgerKeys.boostPurchase('p1'),
    'bonus:welcome',
    'referral:welcome',
    'referral:welcome:a:b',
    'referral:milestone:a',
    'referral:milestone:a:b:c',
    'referral:other:a',
  ]) {
    expect(readLedgerKey(key)).toBeUndefined();
  }
});
