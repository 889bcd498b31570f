import { describe, expect, it } from 'vitest';
import { pointRate, RATE_FLOOR, referralRate } from './rates';

describe('EP rates', () => {
  it('adds 0.05 per active referee to the referral rate, at most 1.5', () => {
    expect([0, 1, 3, 10, 11, 50].map(referralRate)).toEqual([1, 1.05, 1.15, 1.5, 1.5, 1.5]);
    expect(referralRate(-3)).toBe(1);
    expect(referralRate(2.9)).toBe(1.1);
  });

  it('never lets a rate fall below 1, and boosts multiply the referral rate', () => {
    expect(pointRate(0, 0.5)).toBe(RATE_FLOOR);
    expect(pointRate(1, 1)).toBe(1);
    expect(pointRate(2, 1.1)).toBeCloseTo(2.2, 10);
    expect(pointRate(0.5, 1.5)).toBe(1.5);
    // The operator's base rate multiplies the rest (ADR 0028); below 1 it counts as 1.
    expect(pointRate(2, 1.5, 2)).toBe(6);
    expect(pointRate(1, 1, 0.5)).toBe(1);
  });
});
