import { type Clock, systemClock, type TimerHandle } from '@/lib/clock';
import type { PlayerChannel, PlayerStatus } from '@/lib/players/events';
import type { SongChangeGates } from '@/lib/playback/song-change';
import type { ListeningClient } from './client';

/** What the bridge asks of the listening client. */
export type ListeningCommands = Pick<ListeningClient, 'play' | 'pause' | 'end' | 'leave' | 'flush'>;

/**
 * A pause the player reports and takes back within this is the engine's own (an element
 * re-buffering or re-syncing, issue 37 saw `pause` then `play` within 200 ms): it is not
 * reported. A pause that holds goes out this much late; the server credits up to its arrival.
 */
export const TRANSIENT_PAUSE_MS = 300;

/**
 * Buffering shorter than this is a hiccup the listener hardly hears (the element waits for a
 * few hundred ms of data, or a second tab's load slows the server); longer, the sound has
 * stopped and the session pauses.
 */
export const BUFFERING_GRACE_MS = 1_500;

/** The page's lifecycle events the bridge listens to (the window and document by default). */
export interface PageEvents {
  /** The page goes away (closed, reloaded, navigated off, or into the back/forward cache). */
  onHide(listener: () => void): () => void;
  /** The page comes back from the back/forward cache. */
  onShow(listener: () => void): () => void;
  /** The page is hidden (another tab, minimised): it may be discarded without a pagehide. */
  onHidden(listener: () => void): () => void;
}

export const browserPage: PageEvents = {
  onHide(listener) {
    window.addEventListener('pagehide', listener);
    return () => window.removeEventListener('pagehide', listener);
  },
  onShow(listener) {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) listener();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  },
  onHidden(listener) {
    const changed = () => {
      if (document.visibilityState === 'hidden') listener();
    };
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  },
};

/** The track whose sound is really playing now, or null (paused, buffering, muted, failed). */
function audibleTrack(status: PlayerStatus): number | null {
  return status.state === 'playing' && !status.muted && status.source
    ? status.source.trackId
    : null;
}

/** How long a silent state must hold before it is reported; 0 for at once. */
function graceOf(status: PlayerStatus): number {
  if (status.muted) return 0;
  if (status.state === 'buffering') return BUFFERING_GRACE_MS;
  if (status.state === 'paused' && !status.blocked) return TRANSIENT_PAUSE_MS;
  return 0;
}

/**
 * Ties the players to the listening session (DESIGN.md, proof of listen): `play` only when a
 * player reports real playback and the sound is not muted, `pause` when it stops, buffers,
 * fails or is muted (a pause or a buffering the player takes back at once is not reported),
 * `end` when the song ends or the page goes away. Every song change waits on the session's end
 * first (the gate; song-change.ts gives up after 5 s). The 215 s autoplay fallback never
 * reports 'playing', so the time it covers never earns. Returns the function that unties them.
 */
export function bridgePlayerToListening(
  client: ListeningCommands,
  player: { channel: PlayerChannel; songChange: SongChangeGates },
  options: { clock?: Clock; page?: PageEvents } = {},
): () => void {
  const { channel, songChange } = player;
  const clock = options.clock ?? systemClock;
  const page = options.page ?? browserPage;
  /** The track last reported as playing, or null. */
  let playing: number | null = null;
  /** A silence waiting out its grace before it is reported as a pause. */
  let pending: TimerHandle | null = null;

  const cancel = () => {
    if (pending !== null) clock.clearTimeout(pending);
    pending = null;
  };

  const report = (track: number | null) => {
    cancel();
    playing = track;
    if (track === null) client.pause();
    else client.play(track);
  };

  const sync = () => {
    const status = channel.getStatus();
    const track = audibleTrack(status);
    if (track === playing) return cancel();
    if (track !== null || playing === null) return report(track);
    const grace = graceOf(status);
    if (grace === 0) return report(null);
    // A silence that may yet be taken back: reported only if it holds.
    cancel();
    pending = clock.setTimeout(() => {
      pending = null;
      if (audibleTrack(channel.getStatus()) === null) report(null);
    }, grace);
  };

  const offEvents = channel.onEvent((signal) => {
    switch (signal.type) {
      case 'ended':
        cancel();
        playing = null;
        void client.end();
        return;
      case 'position':
        return;
      case 'playing':
      case 'paused':
      case 'buffering':
      case 'muted':
      case 'error':
        sync();
    }
  });
  const offGate = songChange.install(() => {
    cancel();
    playing = null;
    return client.end();
  });
  const offHide = page.onHide(() => {
    cancel();
    playing = null;
    client.leave();
  });
  // Back from the back/forward cache: if it plays, it earns again.
  const offShow = page.onShow(sync);
  const offHidden = page.onHidden(() => client.flush());
  // Signing in while a song plays: it earns from now on.
  sync();
  return () => {
    cancel();
    offEvents();
    offGate();
    offHide();
    offShow();
    offHidden();
  };
}
