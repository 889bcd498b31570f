import { describe, expect, it } from 'vitest';
import { creditedSince, liveSeconds, steadyEarning, unsettledSeconds } from './earning';
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

describe('the Earning shown', () => {
  const at = (patch: Partial<Parameters<typeof steadyEarning>[1]> = {}) => ({
    exact: 10,
    balance: 5,
    rate: 1,
    sessionId: 's',
    ticking: true,
    lost: false,
    ...patch,
  });

  it('holds the last figure while the connection is lost', () => {
    const shown = steadyEarning(null, at());
    expect(steadyEarning(shown, at({ exact: 0, lost: true, ticking: false })).earning).toBe(10);
  });

  it('never lets Earning + Your EP dip a little while the same session earns', () => {
    const shown = steadyEarning(null, at({ exact: 10.4 }));
    // The server settled 10.1 s where the page had counted 10.4: it stands at 10.4.
    expect(steadyEarning(shown, at({ exact: 10.1 })).earning).toBeCloseTo(10.4);
    // Processing moved 8 EP into Your EP: Earning falls by exactly that, the sum stands.
    expect(steadyEarning(shown, at({ exact: 2.2, balance: 13 })).earning).toBeCloseTo(2.4);
    // The truth passes it: the truth again.
    expect(steadyEarning(shown, at({ exact: 11 })).earning).toBe(11);
  });

  it('shows a fall with a reason: paused, another session, or more than a small dip', () => {
    const shown = steadyEarning(null, at({ exact: 10.4 }));
    expect(steadyEarning(shown, at({ exact: 10, ticking: false })).earning).toBe(10);
    expect(steadyEarning(shown, at({ exact: 10, sessionId: 't' })).earning).toBe(10);
    expect(steadyEarning(shown, at({ exact: 4 })).earning).toBe(4);
  });
});
