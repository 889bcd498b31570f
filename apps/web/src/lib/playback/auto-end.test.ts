import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoEndFallback } from './auto-end';
import { withTimeout } from '@/lib/clock';

describe('the 215 s fallback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts the song as ended 215 s after it was armed, on the system clock faked late', () => {
    const expired: number[] = [];
    const fallback = createAutoEndFallback({ onExpire: (playId) => expired.push(playId) });
    fallback.arm(7);
    vi.advanceTimersByTime(214_999);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual([7]);
    expect(fallback.armedFor()).toBeNull();
  });

  it('is disarmed by the play it was armed for, not by another', () => {
    const expired: number[] = [];
    const fallback = createAutoEndFallback({ onExpire: (playId) => expired.push(playId) });
    fallback.arm(1);
    fallback.disarm(2);
    expect(fallback.armedFor()).toBe(1);
    fallback.disarm(1);
    vi.advanceTimersByTime(300_000);
    expect(expired).toEqual([]);
  });

  it('re-arming replaces the earlier timer', () => {
    const expired: number[] = [];
    const fallback = createAutoEndFallback({ onExpire: (playId) => expired.push(playId) });
    fallback.arm(1);
    vi.advanceTimersByTime(100_000);
    fallback.arm(2);
    vi.advanceTimersByTime(200_000);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(15_000);
    expect(expired).toEqual([2]);
  });

  it('withTimeout rejects when the promise has not settled in time', async () => {
    const never = new Promise<void>(() => undefined);
    const result = withTimeout(never, 5_000);
    vi.advanceTimersByTime(5_000);
    await expect(result).rejects.toThrow('timed out after 5000 ms');
    await expect(withTimeout(Promise.resolve(3), 5_000)).resolves.toBe(3);
  });
});
