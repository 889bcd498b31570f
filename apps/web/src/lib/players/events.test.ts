import { describe, expect, it } from 'vitest';
import { createPlayerChannel, type PlayerSignal } from './events';

const first = { playId: 1, trackId: 10, platform: 'youtube' as const };
const second = { playId: 2, trackId: 11, platform: 'hosted' as const };

describe('player event channel', () => {
  it('passes every event of the current play to its listeners, with the play and the time', () => {
    const channel = createPlayerChannel();
    const seen: PlayerSignal[] = [];
    const off = channel.onEvent((signal) => seen.push(signal));
    channel.begin(first, { autoPlay: true });
    channel.emit(first, { type: 'playing' }, 1000);
    channel.emit(first, { type: 'position', position: 3, duration: 60 }, 2000);
    off();
    channel.emit(first, { type: 'paused' }, 3000);
    expect(seen).toEqual([
      { type: 'playing', ...first, at: 1000 },
      { type: 'position', position: 3, duration: 60, ...first, at: 2000 },
    ]);
  });

  it('keeps the status of the current play and drops events of any other', () => {
    const channel = createPlayerChannel();
    const seen: PlayerSignal[] = [];
    const off = channel.onEvent((signal) => seen.push(signal));
    channel.begin(first, { autoPlay: true, muted: true });
    expect(channel.getStatus()).toMatchObject({ state: 'loading', muted: true, mode: 'player' });
    channel.emit(first, { type: 'buffering' });
    expect(channel.getStatus().state).toBe('buffering');

    channel.begin(second, { autoPlay: false });
    expect(channel.getStatus()).toMatchObject({ state: 'paused', source: second, muted: false });
    channel.emit(first, { type: 'ended' });
    expect(channel.getStatus().state).toBe('paused');
    expect(seen.map((signal) => signal.type)).toEqual(['buffering']);

    channel.emit(second, { type: 'paused', blocked: true });
    expect(channel.getStatus().blocked).toBe(true);
    channel.emit(second, { type: 'playing' });
    expect(channel.getStatus()).toMatchObject({ state: 'playing', blocked: false });
    channel.emit(second, { type: 'muted', muted: true });
    channel.emit(second, { type: 'error', reason: 'load' });
    expect(channel.getStatus()).toMatchObject({ state: 'error', error: 'load', muted: true });
    channel.setMode(first, 'fallback');
    expect(channel.getStatus().mode).toBe('player');
    channel.setMode(second, 'fallback');
    expect(channel.getStatus().mode).toBe('fallback');
    off();
  });
});
