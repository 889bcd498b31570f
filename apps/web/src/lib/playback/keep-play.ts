import type { PlayerChannel } from '@/lib/players/events';
import { writeKeptList, writeKeptSong } from './kept-play';
import type { Playback } from './playback';
import type { PlaybackState } from './store';

/** How often, at most, the playhead is written while it moves (ms). */
export const KEEP_POSITION_EVERY_MS = 1000;

/**
 * Keeps the play on the device while the panel runs, so a reload finds it where it was: the song, its index and the list in use when they change, the playhead at most once a
 * second while it moves and at once when it stops or the page goes. The list is written only
 * when it changes, apart from the often-written song and playhead. Returns the function that
 * stops it.
 */
export function startKeepingPlay(options: {
  playback: Playback;
  channel: PlayerChannel;
  now?: () => number;
}): () => void {
  const { playback, channel } = options;
  const now = options.now ?? Date.now;
  const store = playback.store;
  let writtenAt = -Infinity;

  /** The playhead of the current song: the player's once it plays the request, else its start. */
  function position(state: PlaybackState): number {
    const status = channel.getStatus();
    const playing =
      state.active?.playId === state.requestId && status.source?.playId === state.requestId;
    if (!playing) return state.startAt;
    return status.state === 'ended' ? 0 : status.position;
  }

  function writeNow() {
    const state = store.getState();
    if (!state.currentSong) return;
    writtenAt = now();
    writeKeptSong(state.currentSong, position(state), state.listIndex, state.useExternalPlaylist);
  }

  function writeList() {
    const state = store.getState();
    writeKeptList(
      state.useExternalPlaylist
        ? { title: state.externalTitle, tracks: state.externalPlaylist }
        : null,
    );
  }

  const unsubscribeStore = store.subscribe((state, previous) => {
    if (
      state.useExternalPlaylist !== previous.useExternalPlaylist ||
      state.externalPlaylist !== previous.externalPlaylist ||
      state.externalTitle !== previous.externalTitle
    ) {
      writeList();
      writeNow();
    } else if (
      state.currentSong !== previous.currentSong ||
      state.listIndex !== previous.listIndex ||
      state.requestId !== previous.requestId
    ) {
      writeNow();
    }
  });
  let last = channel.getStatus();
  const unsubscribeChannel = channel.subscribe(() => {
    const status = channel.getStatus();
    const stopped = status.state !== last.state && status.state !== 'playing';
    const moved = status.position !== last.position;
    last = status;
    if (stopped || (moved && now() - writtenAt >= KEEP_POSITION_EVERY_MS)) writeNow();
  });
  const onLeave = () => writeNow();
  window.addEventListener('pagehide', onLeave);
  // A page may hand the player its list before the panel (and this keeper) is in: a click on
  // a page's track while the panel's code still loads. What changed before now is kept now.
  writeList();
  writeNow();

  return () => {
    unsubscribeStore();
    unsubscribeChannel();
    window.removeEventListener('pagehide', onLeave);
  };
}
