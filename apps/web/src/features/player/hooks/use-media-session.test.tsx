import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { RuntimeProvider } from '@/lib/runtime/context';
import { playerEnginesOf } from '@/lib/runtime/player';
import type { Runtime } from '@/lib/runtime/runtime';
import { makeTrack } from '@/testing/catalog';
import { createTestRuntime } from '@/testing/runtime';
import { useMediaSession } from './use-media-session';

/** Runs the hook inside `runtime`, as the panel runs it. */
function renderInRuntime(runtime: Runtime = createTestRuntime()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>
  );
  return renderHook(() => useMediaSession(), { wrapper });
}

class FakeMetadata {
  constructor(readonly init: MediaMetadataInit) {}
}

describe('media session', () => {
  const handlers = new Map<string, ((details: { seekTime?: number }) => void) | null>();
  const session = {
    metadata: null as unknown,
    playbackState: 'none',
    setActionHandler: vi.fn((action: string, handler: (() => void) | null) => {
      if (action === 'skipad') throw new Error('unknown action');
      handlers.set(action, handler);
    }),
    setPositionState: vi.fn(),
  };

  beforeEach(() => {
    handlers.clear();
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
    vi.stubGlobal('MediaMetadata', FakeMetadata);
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaSession');
    vi.unstubAllGlobals();
  });

  it('sets the song, the state, the position and the action handlers', () => {
    const runtime = createTestRuntime();
    const { channel, playback } = playerEnginesOf(runtime);
    const { unmount } = renderInRuntime(runtime);
    expect([...handlers.keys()].sort()).toEqual([
      'nexttrack',
      'pause',
      'play',
      'previoustrack',
      'seekto',
    ]);

    const song = makeTrack({ title: 'Low Tide', artistName: 'Nina Vale', albumTitle: 'Shore' });
    const source = { playId: 1, trackId: song.trackId, platform: 'hosted' as const };
    act(() => {
      channel.begin(source, { autoPlay: true });
      playback.activate({ song, playId: 1, autoPlay: true });
    });
    expect((session.metadata as FakeMetadata).init).toMatchObject({
      title: 'Low Tide',
      artist: 'Nina Vale',
      album: 'Shore',
    });
    act(() => channel.emit(source, { type: 'playing' }));
    expect(session.playbackState).toBe('playing');
    act(() => channel.emit(source, { type: 'position', position: 12.4, duration: 180 }));
    expect(session.setPositionState).toHaveBeenLastCalledWith({
      duration: 180,
      position: 12,
      playbackRate: 1,
    });

    const before = playback.store.getState().requestId;
    act(() => handlers.get('nexttrack')?.({}));
    expect(playback.store.getState().requestId).toBe(before);
    unmount();
    expect(handlers.get('play')).toBeNull();
  });

  it('does nothing where the Media Session API is missing', () => {
    Reflect.deleteProperty(navigator, 'mediaSession');
    expect(() => renderInRuntime().unmount()).not.toThrow();
  });
});
