import type { AudioEngine } from '@/lib/audio/engine';
import { type Clock, systemClock } from '@/lib/clock';
import type { PlayerChannel } from '@/lib/players/events';
import { playerTrackOf } from '@/lib/players/platform';
import { createAutoEndFallback } from './auto-end';
import type { Playback } from './playback';
import type { RecentTracks } from './recent';
import type { SongChangeGates } from './song-change';

/**
 * Runs playback outside React: every song change goes through one function
 * (`switchSong`), which waits on the song-change gate and then activates the new play; the
 * players' 'ended' signal (or the 215 s fallback when autoplay never started) moves on;
 * the first 'playing' of a play puts the song in Recent. Returns the function that stops it.
 */
export function startPlaybackController(options: {
  /** The runtime's audio engine: a new play starts muted when it is. */
  audio: AudioEngine;
  /** The runtime's player channel: plays begin there, and its events move playback on. */
  channel: PlayerChannel;
  playback: Playback;
  recent: RecentTracks;
  songChange: SongChangeGates;
  clock?: Clock;
}): () => void {
  const { channel, playback, recent, songChange } = options;
  const clock = options.clock ?? systemClock;
  const store = playback.store;
  const recorded = new Set<number>();
  let running = false;
  let again = false;
  let stopped = false;

  const autoEnd = createAutoEndFallback({
    clock,
    onExpire: (playId) => {
      if (store.getState().active?.playId === playId) playback.advance('ended');
    },
  });

  /** The one way a requested song reaches the player. */
  async function switchSong(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const { currentSong, requestId, active } = store.getState();
        if (stopped || !currentSong || active?.playId === requestId) break;
        autoEnd.disarm();
        playback.setSwitching(true);
        await songChange.pass({ from: active?.song ?? null, to: currentSong }, clock);
        const latest = store.getState();
        if (stopped || latest.requestId !== requestId || !latest.currentSong) {
          again = !stopped;
          continue;
        }
        const song = latest.currentSong;
        const autoPlay = latest.shouldAutoPlay;
        const startAt = latest.startAt;
        const track = playerTrackOf(song);
        channel.begin(
          { playId: requestId, trackId: song.trackId, platform: track.platform },
          {
            autoPlay,
            mode: track.problem === null ? 'player' : 'none',
            muted: options.audio.getSnapshot().muted,
            position: startAt,
          },
        );
        playback.activate({ song, playId: requestId, autoPlay, startAt });
        if (autoPlay) autoEnd.arm(requestId);
      } while (again);
    } finally {
      running = false;
      playback.setSwitching(false);
    }
  }

  const unsubscribeStore = store.subscribe((state, previous) => {
    if (state.requestId !== previous.requestId) void switchSong();
  });
  const unsubscribeEvents = channel.onEvent((signal) => {
    const active = store.getState().active;
    if (!active || signal.playId !== active.playId) return;
    if (signal.type === 'playing') {
      autoEnd.disarm(signal.playId);
      if (!recorded.has(signal.playId)) {
        recorded.add(signal.playId);
        recent.record(active.song);
      }
    } else if (signal.type === 'ended') {
      autoEnd.disarm(signal.playId);
      playback.advance('ended');
    }
  });
  void switchSong();

  return () => {
    stopped = true;
    unsubscribeStore();
    unsubscribeEvents();
    autoEnd.disarm();
  };
}
