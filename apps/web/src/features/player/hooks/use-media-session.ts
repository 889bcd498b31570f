import { useEffect } from 'react';
import { artistLabel } from '@/lib/track-display';
import { playerTrackOf } from '@/lib/players/platform';
import { usePlaybackState, usePlayerEngines, usePlayerStatus } from '@/lib/runtime/player';

type Handlers = Partial<Record<MediaSessionAction, MediaSessionActionHandler>>;

function mediaSession(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator
    ? navigator.mediaSession
    : null;
}

function setHandlers(session: MediaSession, handlers: Handlers) {
  for (const [action, handler] of Object.entries(handlers) as Array<
    [MediaSessionAction, MediaSessionActionHandler | null]
  >) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // This browser does not know the action: leave it out.
    }
  }
}

/**
 * The system's media controls (lock screen, media keys, headset buttons): the song's
 * metadata and position, play, pause, previous, next and seek. Does nothing where the
 * Media Session API is missing. It re-renders every second while playing: call it from a
 * component of its own.
 */
export function useMediaSession(): void {
  const { playback, channel, remote } = usePlayerEngines();
  const song = usePlaybackState((state) => state.active?.song ?? null);
  const state = usePlayerStatus((status) => status.state);

  useEffect(() => {
    const session = mediaSession();
    if (!session) return;
    if (song && typeof MediaMetadata !== 'undefined') {
      const art = playerTrackOf(song).albumArt;
      session.metadata = new MediaMetadata({
        title: song.title,
        artist: artistLabel(song),
        album: song.albumTitle,
        artwork: [{ src: art }],
      });
    } else {
      session.metadata = null;
    }
  }, [song]);

  useEffect(() => {
    const session = mediaSession();
    if (!session) return;
    session.playbackState =
      state === 'playing' || state === 'buffering'
        ? 'playing'
        : state === 'idle'
          ? 'none'
          : 'paused';
  }, [state]);

  const second = usePlayerStatus((status) => Math.floor(status.position));
  const duration = usePlayerStatus((status) => status.duration);
  useEffect(() => {
    const session = mediaSession();
    if (!session || typeof session.setPositionState !== 'function' || !(duration > 0)) return;
    try {
      session.setPositionState({ duration, position: Math.min(second, duration), playbackRate: 1 });
    } catch {
      // A position the browser refuses is left out; the controls still work.
    }
  }, [second, duration]);

  useEffect(() => {
    const session = mediaSession();
    if (!session) return;
    const handlers: Handlers = {
      play: () => remote.play(),
      pause: () => remote.pause(),
      previoustrack: () => playback.goBack(channel.getStatus().position),
      nexttrack: () => playback.advance('skip'),
      seekto: (details) => {
        if (details.seekTime !== undefined) remote.seekTo(details.seekTime);
      },
    };
    setHandlers(session, handlers);
    return () =>
      setHandlers(session, {
        play: null,
        pause: null,
        previoustrack: null,
        nexttrack: null,
        seekto: null,
      } as unknown as Handlers);
  }, [playback, channel, remote]);
}
