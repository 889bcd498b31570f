import { describe, expect, it } from 'vitest';
import {
  formatEarning,
  formatEp,
  intervalCredit,
  isQualifiedListen,
  milliEpFor,
  pointRate,
  referralRate,
} from './rules';

describe('listening rules', () => {
  it('credits the server time since the last heartbeat, bounded three ways', () => {
    const base = { sinceLastAcceptedMs: 15_000, trackTimeLeftMs: 100_000, capLeftMs: 100_000 };
    expect(intervalCredit(base)).toBe(15_000);
    expect(intervalCredit({ ...base, sinceLastAcceptedMs: 90_000 })).toBe(30_000);
    expect(intervalCredit({ ...base, trackTimeLeftMs: 4_000 })).toBe(4_000);
    expect(intervalCredit({ ...base, capLeftMs: 1_000 })).toBe(1_000);
    expect(intervalCredit({ ...base, sinceLastAcceptedMs: -5 })).toBe(0);
  });

  it('adds 0.05 per active referee to the referral rate, at most 1.5', () => {
    expect([0, 1, 3, 10, 11, 50].map(referralRate)).toEqual([1, 1.05, 1.15, 1.5, 1.5, 1.5]);
  });

  it('never lets a rate fall below 1, and boosts multiply the referral rate', () => {
    expect(pointRate(0, 0.5)).toBe(1);
    expect(pointRate(2, 1.1)).toBeCloseTo(2.2, 10);
  });

  it('pays rate × credited time exactly, in whole milli-EP', () => {
    expect(milliEpFor(15_000, 1)).toBe(15_000);
    expect(milliEpFor(15_000, 1.05)).toBe(15_750);
    expect(milliEpFor(1, 1.5)).toBe(1);
  });

  it('qualifies a Listen at 30 s credited, or the whole of a shorter track', () => {
    expect(isQualifiedListen(29_999, 200_000)).toBe(false);
    expect(isQualifiedListen(30_000, 200_000)).toBe(true);
    expect(isQualifiedListen(6_000, 6_000)).toBe(true);
  });

  it('shows earnings and balances with 2 decimals', () => {
    expect(formatEarning(1.5, 10, 2)).toBe('18.00');
    expect(formatEp(15_750)).toBe('15.75');
  });
});
