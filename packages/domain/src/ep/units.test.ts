import { describe, expect, it } from 'vitest';
import {
  epToMilliEp,
  formatEarning,
  formatEp,
  formatPoints,
  isMilliEp,
  milliEpFor,
  milliEpToEp,
} from './units';

describe('EP units', () => {
  it('converts EP and milli-EP both ways, to the nearest thousandth', () => {
    expect(epToMilliEp(100)).toBe(100_000);
    expect(epToMilliEp(15.75)).toBe(15_750);
    expect(epToMilliEp(0.1 + 0.2)).toBe(300);
    expect(milliEpToEp(15_750)).toBe(15.75);
    expect(milliEpToEp(-2_000)).toBe(-2);
  });

  it('knows an amount: a safe integer, spending negative', () => {
    expect([0, 1, -500, 9_007_199_254_740_991].map(isMilliEp)).toEqual([true, true, true, true]);
    expect([0.5, Number.NaN, Infinity, 2 ** 53].map(isMilliEp)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('pays rate × credited time exactly, in whole milli-EP rounded down', () => {
    expect(milliEpFor(15_000, 1)).toBe(15_000);
    expect(milliEpFor(15_000, 1.05)).toBe(15_750);
    expect(milliEpFor(1, 1.5)).toBe(1);
    expect(milliEpFor(3, 1.5)).toBe(4);
    expect(milliEpFor(0, 2)).toBe(0);
  });

  it('shows earnings and balances with 2 decimals', () => {
    expect(formatEarning(1.5, 10, 2)).toBe('18.00');
    expect(formatEp(15_750)).toBe('15.75');
    expect(formatPoints(15.755)).toBe('15.76');
    expect(formatPoints(0)).toBe('0.00');
  });
});
