import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { readStored, storageKeys, writeStored } from '@/lib/local-storage';
import type { PlayerChannel } from '@/lib/players/events';
import type { Playback } from './playback';
import type { PlaybackState } from './store';
import { trackFromJson, trackToJson, tracksFromJson } from './track-json';

/** How often, at most, the playhead is written while it moves (ms). */
export const KEEP_POSITION_EVERY_MS = 1000;

/** The play kept on the device: what a reload shows, paused, where it was. */
export interface KeptPlay {
  song: Track;
  /** Seconds into the song. */
  position: number;
  /** The song's index in the list in use; -1 when it is not in it. */
  listIndex: number;
  /** The list in use when it is not the panel's own; null for the panel's own. */
  list: { title: string | null; tracks: Track[] } | null;
}

/** The kept play, or null when none is kept or it cannot be read. */
export function readKeptPlay(): KeptPlay | null {
  const now = readStored(storageKeys.nowPlaying) as
    { song?: unknown; position?: unknown; listIndex?: unknown; external?: unknown } | undefined;
  const song = now && typeof now === 'object' ? trackFromJson(now.song) : null;
  if (!now || !song) return null;
  const position =
    typeof now.position === 'number' && Number.isFinite(now.position) && now.position > 0
      ? now.position
      : 0;
  const stored = now.external === true ? readStored(storageKeys.listInUse) : undefined;
  const list =
    stored && typeof stored === 'object'
      ? (stored as { title?: unknown; tracks?: unknown })
      : undefined;
  const tracks = tracksFromJson(list?.tracks);
  if (!list || tracks.length === 0) {
    // The panel's own list: the song's index is found again once the list has loaded.
    return { song, position, listIndex: -1, list: null };
  }
  const index = now.listIndex;
  return {
    song,
    position,
    listIndex:
      typeof index === 'number' && Number.isInteger(index) && index < tracks.length ? index : -1,
    list: { title: typeof list.title === 'string' ? list.title : null, tracks },
  };
}

/** The restored state of a kept play: its song cued at its position, its list in use. */
export function keptState(kept: KeptPlay): Partial<PlaybackState> {
  return {
    currentSong: kept.song,
    songChangeRequested: true,
    shouldAutoPlay: false,
    requestId: 1,
    startAt: kept.position,
    listIndex: kept.listIndex,
    ...(kept.list
      ? {
          useExternalPlaylist: true,
          externalPlaylist: kept.list.tracks,
          externalTitle: kept.list.title,
        }
      : {}),
  };
}

/**
 * Keeps the play on the device while the panel runs, so a reload finds it (spec: issue 37 item
 * 7): the song, its index and the list in use when they change, the playhead at most once a
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
    writeStored(storageKeys.nowPlaying, {
      song: trackToJson(state.currentSong),
      position: position(state),
      listIndex: state.listIndex,
      external: state.useExternalPlaylist,
    });
  }

  function writeList() {
    const state = store.getState();
    writeStored(
      storageKeys.listInUse,
      state.useExternalPlaylist
        ? { title: state.externalTitle, tracks: state.externalPlaylist.map(trackToJson) }
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

  return () => {
    unsubscribeStore();
    unsubscribeChannel();
    window.removeEventListener('pagehide', onLeave);
  };
}
