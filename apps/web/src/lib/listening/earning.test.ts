import { describe, expect, it } from 'vitest';
import { creditedSince, liveSeconds, unsettledSeconds } from './earning';
import type { LiveSession } from './session-state';

const live = (patch: Partial<LiveSession> = {}): LiveSession => ({
  sessionId: 'a',
  trackId: 1,
  startTime: 0,
  duration: 90,
  currentDuration: 15,
  status: 'active',
  lastUpdate: 10_000,
  settledAt: 10_000,
  owned: true,
  ...patch,
});

describe('the live part of Earning', () => {
  it('is the time since the last settlement while active (now − start for a fresh session)', () => {
    expect(unsettledSeconds(live(), 17_500)).toBe(7.5);
    expect(unsettledSeconds(live({ currentDuration: 0, settledAt: 0 }), 4_000)).toBe(4);
  });

  it('adds nothing for a paused, foreign or missing session: the stored duration is credited already', () => {
    expect(unsettledSeconds(live({ status: 'paused' }), 60_000)).toBe(0);
    expect(unsettledSeconds(live({ owned: false }), 60_000)).toBe(0);
    expect(unsettledSeconds(null, 60_000)).toBe(0);
  });

  it('is bounded as the server bounds an interval: 30 s, and the track’s time left', () => {
    expect(unsettledSeconds(live(), 100_000)).toBe(30);
    expect(unsettledSeconds(live({ currentDuration: 85 }), 100_000)).toBe(5);
    expect(unsettledSeconds(live(), 9_000)).toBe(0);
  });

  it('counts credits that arrived after the server was read, and what is running now', () => {
    const credits = [
      { at: 1_000, seconds: 15 },
      { at: 16_000, seconds: 15 },
      { at: 31_000, seconds: 2 },
    ];
    expect(creditedSince(credits, 16_000)).toBe(2);
    expect(creditedSince(credits, 0)).toBe(32);
    expect(liveSeconds({ session: live({ settledAt: 31_000 }), credits }, 10_000, 35_000)).toBe(
      17 + 4,
    );
  });
});
