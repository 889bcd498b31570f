import { describe, expect, it } from 'vitest';
import type { ServerMessage, ServerMessageType, ServerPayload } from './messages';
import { applyServerMessage, emptySessionState, type SessionState } from './session-state';

const message = (type: ServerMessageType, payload: ServerPayload = {}): ServerMessage => ({
  type,
  payload: { session_id: 'a', track_id: 7, start_time: 100, duration: 60, ...payload },
});

/** Applies messages in order, each `step` ms after the previous one. */
function run(messages: ServerMessage[], step = 1000, from: SessionState = emptySessionState) {
  return messages.reduce((state, next, i) => applyServerMessage(state, next, (i + 1) * step), from);
}

describe('the session as the server describes it (spec 1 §4)', () => {
  it('start makes it active, update and heartbeat refresh it, pause, resume, end clears it', () => {
    let state = run([message('session_start', { current_duration: 0, status: 'active' })]);
    expect(state.session).toMatchObject({
      sessionId: 'a',
      trackId: 7,
      startTime: 100,
      duration: 60,
      currentDuration: 0,
      status: 'active',
      owned: true,
      lastUpdate: 1000,
      settledAt: 1000,
    });
    state = applyServerMessage(state, message('heartbeat', { current_duration: 15 }), 16_000);
    expect(state.session).toMatchObject({ currentDuration: 15, settledAt: 16_000 });
    state = applyServerMessage(
      state,
      message('pause', { current_duration: 20, status: 'paused' }),
      21_000,
    );
    expect(state.session).toMatchObject({ status: 'paused', currentDuration: 20 });
    state = applyServerMessage(state, message('session_resume', { current_duration: 20 }), 30_000);
    expect(state.session).toMatchObject({ status: 'active', settledAt: 30_000 });
    state = applyServerMessage(state, message('session_update', { current_duration: 20 }), 31_000);
    expect(state.session).toMatchObject({
      status: 'active',
      settledAt: 30_000,
      lastUpdate: 31_000,
    });
    state = applyServerMessage(
      state,
      message('session_end', { current_duration: 25, status: 'ended', reason: 'ended' }),
      35_000,
    );
    expect(state.session).toBeNull();
    expect(state.endReason).toBe('ended');
    expect(state.credits.map((credit) => [credit.at, credit.seconds])).toEqual([
      [16_000, 15],
      [21_000, 5],
      [35_000, 5],
    ]);
  });

  it('a session this page did not start is shown but not owned until it plays', () => {
    const state = run([message('session_update', { current_duration: 40, status: 'active' })]);
    expect(state.session).toMatchObject({ owned: false, currentDuration: 40 });
    expect(state.credits).toEqual([]);
  });

  it('counts no credit for a session first seen mid-way, nor for a replayed figure', () => {
    const state = run([
      message('session_start', { current_duration: 30 }),
      message('heartbeat', { current_duration: 30 }),
      message('heartbeat', { current_duration: 28 }),
    ]);
    expect(state.credits).toEqual([]);
  });

  it('an end of another session leaves this one alone; an idle heartbeat or an error changes nothing', () => {
    const started = run([message('session_start')]);
    const other = applyServerMessage(
      started,
      { type: 'session_end', payload: { session_id: 'old', reason: 'superseded' } },
      5000,
    );
    expect(other.session?.sessionId).toBe('a');
    expect(
      applyServerMessage(started, { type: 'heartbeat', payload: { status: 'idle' } }, 6000),
    ).toBe(started);
    expect(applyServerMessage(started, { type: 'error', payload: { message: 'x' } }, 6000)).toBe(
      started,
    );
  });

  it('forgets credits older than ten minutes', () => {
    let state = run([message('session_start'), message('heartbeat', { current_duration: 15 })]);
    state = applyServerMessage(state, message('heartbeat', { current_duration: 30 }), 11 * 60_000);
    expect(state.credits).toEqual([{ at: 11 * 60_000, seconds: 15 }]);
  });
});
