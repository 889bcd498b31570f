import { describe, expect, it } from 'vitest';
import {
  beginPlay,
  emitPlayerEvent,
  getPlayerStatus,
  onPlayerEvent,
  type PlayerSignal,
  setPlayerMode,
} from './events';

const first = { playId: 1, trackId: 10, platform: 'youtube' as const };
const second = { playId: 2, trackId: 11, platform: 'hosted' as const };

describe('player event channel', () => {
  it('passes every event of the current play to its listeners, with the play and the time', () => {
    const seen: PlayerSignal[] = [];
    const off = onPlayerEvent((signal) => seen.push(signal));
    beginPlay(first, { autoPlay: true });
    emitPlayerEvent(first, { type: 'playing' }, 1000);
    emitPlayerEvent(first, { type: 'position', position: 3, duration: 60 }, 2000);
    off();
    emitPlayerEvent(first, { type: 'paused' }, 3000);
    expect(seen).toEqual([
      { type: 'playing', ...first, at: 1000 },
      { type: 'position', position: 3, duration: 60, ...first, at: 2000 },
    ]);
  });

  it('keeps the status of the current play and drops events of any other', () => {
    const seen: PlayerSignal[] = [];
    const off = onPlayerEvent((signal) => seen.push(signal));
    beginPlay(first, { autoPlay: true, muted: true });
    expect(getPlayerStatus()).toMatchObject({ state: 'loading', muted: true, mode: 'player' });
    emitPlayerEvent(first, { type: 'buffering' });
    expect(getPlayerStatus().state).toBe('buffering');

    beginPlay(second, { autoPlay: false });
    expect(getPlayerStatus()).toMatchObject({ state: 'paused', source: second, muted: false });
    emitPlayerEvent(first, { type: 'ended' });
    expect(getPlayerStatus().state).toBe('paused');
    expect(seen.map((signal) => signal.type)).toEqual(['buffering']);

    emitPlayerEvent(second, { type: 'paused', blocked: true });
    expect(getPlayerStatus().blocked).toBe(true);
    emitPlayerEvent(second, { type: 'playing' });
    expect(getPlayerStatus()).toMatchObject({ state: 'playing', blocked: false });
    emitPlayerEvent(second, { type: 'muted', muted: true });
    emitPlayerEvent(second, { type: 'error', reason: 'load' });
    expect(getPlayerStatus()).toMatchObject({ state: 'error', error: 'load', muted: true });
    setPlayerMode(first, 'fallback');
    expect(getPlayerStatus().mode).toBe('player');
    setPlayerMode(second, 'fallback');
    expect(getPlayerStatus().mode).toBe('fallback');
    off();
  });
});
