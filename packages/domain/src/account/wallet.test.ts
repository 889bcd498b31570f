import { describe, expect, it } from 'vitest';
import { normalizeWallet, shortWallet } from './wallet';

describe('wallet addresses', () => {
  it('are trimmed and lowercased, 0x and 40 hex characters', () => {
    const wallet = `0x${'AbCdEf0123'.repeat(4)}`;
    expect(normalizeWallet(`  ${wallet} `)).toBe(wallet.toLowerCase());
    for (const bad of [
      '',
      '0x',
      `${'a'.repeat(40)}`,
      `0x${'g'.repeat(40)}`,
      `0x${'a'.repeat(41)}`,
    ]) {
      expect(normalizeWallet(bad)).toBeUndefined();
    }
    expect(normalizeWallet(undefined)).toBeUndefined();
  });

  it('are shortened for the challenge', () => {
    expect(shortWallet(`0x1234${'0'.repeat(32)}abcd`)).toBe('0x1234…abcd');
  });
});
