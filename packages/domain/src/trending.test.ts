import { describe, expect, it } from 'vitest';
import { displayRank, playsChangePercent, rankChange } from './trending';

describe('trending rules', () => {
  it('counts places moved up as positive and new entries as 0', () => {
    expect(rankChange(5, 2)).toBe(3);
    expect(rankChange(1, 4)).toBe(-3);
    expect(rankChange(undefined, 1)).toBe(0);
  });

  it('gives the plays change in percent with one decimal, 0 without a previous window', () => {
    expect(playsChangePercent(4, 5)).toBe(25);
    expect(playsChangePercent(3, 2)).toBe(-33.3);
    expect(playsChangePercent(0, 9)).toBe(0);
  });

  it('falls back to position + offset + 1 for a missing rank', () => {
    expect(displayRank(0, 2, 50)).toBe(53);
    expect(displayRank(7, 2, 50)).toBe(7);
  });
});
