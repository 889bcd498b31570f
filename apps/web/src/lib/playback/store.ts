import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { DEFAULT_REPEAT_MODE, nextRepeatMode, type RepeatMode } from '@earshot/domain';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readStored, storageKeys, writeStored } from '@/lib/local-storage';
import { playerTrackOf } from '@/lib/players/platform';
import { type KeptPlay, readKeptPlay } from './kept-play';

/** The song the player has loaded, once a change has gone through the switch. */
export interface ActivePlay {
  song: Track;
  /** The request it answers; a new request id means a new play, even of the same song. */
  playId: number;
  /** Whether playing was attempted at once (a request), or the song is only cued. */
  autoPlay: boolean;
  /** Seconds into the song it starts at: where a kept play was; 0 (or absent) for any other. */
  startAt?: number;
}

/** Settings the listener sets in the panel; remembered on the device. */
export interface PlaybackSettings {
  /** The AutoPlay switch: off stops at the end of a song. */
  autoPlay: boolean;
  repeat: RepeatMode;
  shuffle: boolean;
}

/**
 * Playback state shared with the player (spec 1 §3): catalogue pages ask for a song or a
 * list here, the player reads the request and acknowledges it (spec 1 §4). The rest is the
 * player's own: the default list, the queue, where in the list it is, and its settings.
 */
export interface PlaybackState extends PlaybackSettings {
  currentSong: Track | null;
  /** The list a page handed over; the player plays it instead of its own when in use. */
  externalPlaylist: Track[];
  useExternalPlaylist: boolean;
  /** The name of a playlist opened in the panel; null for a list a page handed over. */
  externalTitle: string | null;
  shouldAutoPlay: boolean;
  songChangeRequested: boolean;
  playlistChangeRequested: boolean;
  /** Grows with every song change; the player (re)starts when it differs from `active`. */
  requestId: number;
  /** YOUR PLAYLIST for a visitor: the first page of tracks (spec 1 §7, offset 0, limit 25). */
  defaultPlaylist: Track[];
  /** Index, in the list in use, of the song last played from it; -1 when none. */
  listIndex: number;
  /** Whether the current song came from the queue rather than the list. */
  fromQueue: boolean;
  /** Songs to play before the list carries on, whatever their platform. */
  queue: Track[];
  /** The shuffle round in progress (indices of the list in use); rebuilt when it does not fit. */
  shuffleOrder: number[];
  active: ActivePlay | null;
  /** A song change is waiting for the previous song's listening session to end. */
  switching: boolean;
  /** Seconds into the current song its play starts at: a kept play's position, else 0. */
  startAt: number;
}

const defaultSettings: PlaybackSettings = {
  autoPlay: true,
  repeat: DEFAULT_REPEAT_MODE,
  shuffle: false,
};

export const initialPlaybackState: PlaybackState = {
  currentSong: null,
  externalPlaylist: [],
  useExternalPlaylist: false,
  externalTitle: null,
  shouldAutoPlay: false,
  songChangeRequested: false,
  playlistChangeRequested: false,
  requestId: 0,
  defaultPlaylist: [],
  listIndex: -1,
  fromQueue: false,
  queue: [],
  shuffleOrder: [],
  active: null,
  switching: false,
  startAt: 0,
  ...defaultSettings,
};

function storedSettings(): PlaybackSettings {
  const stored = readStored(storageKeys.settings) as Partial<PlaybackSettings> | undefined;
  const repeat = stored?.repeat;
  return {
    autoPlay: typeof stored?.autoPlay === 'boolean' ? stored.autoPlay : defaultSettings.autoPlay,
    repeat:
      repeat === 'off' || repeat === 'all' || repeat === 'one' ? repeat : defaultSettings.repeat,
    shuffle: typeof stored?.shuffle === 'boolean' ? stored.shuffle : defaultSettings.shuffle,
  };
}

/** The playback state of one runtime; React reads it with `usePlaybackState` (ADR 0010). */
export type PlaybackStore = StoreApi<PlaybackState>;

/** The state a kept play restores: its song cued at its position, its list in use. */
function keptState(kept: KeptPlay): Partial<PlaybackState> {
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
 * A store with the settings remembered on the device and, when a play was kept there, its
 * song cued where it was, in the list it was played from (paused: autoplay needs a gesture).
 */
export function createPlaybackStore(): PlaybackStore {
  const kept = readKeptPlay();
  return createStore<PlaybackState>()(() => ({
    ...initialPlaybackState,
    ...storedSettings(),
    ...(kept ? keptState(kept) : {}),
  }));
}

/** The list the player advances through: the external playlist when in use, else its own. */
export function listInUse(state: PlaybackState): Track[] {
  return state.useExternalPlaylist ? state.externalPlaylist : state.defaultPlaylist;
}

/** Whether a track's file is the product's own, playable without another service. */
function isHosted(track: Track): boolean {
  const player = playerTrackOf(track);
  return player.platform === 'hosted' && player.problem === null;
}

/** Where `track` sits in `list`: the same object first, else the same track id; -1 when absent. */
function indexIn(list: Track[], track: Track | null): number {
  if (!track) return -1;
  const same = list.indexOf(track);
  return same !== -1 ? same : list.findIndex((item) => item.trackId === track.trackId);
}

/**
 * The state patch of a song change after `state`, as every path asks for one: the song, a
 * new request id, auto-play and the flags. The switch (controller.ts) takes it from there.
 */
export function songChange(
  state: PlaybackState,
  song: Track,
  patch: Partial<PlaybackState> = {},
): Partial<PlaybackState> {
  return {
    currentSong: song,
    shouldAutoPlay: true,
    songChangeRequested: true,
    fromQueue: false,
    requestId: state.requestId + 1,
    startAt: 0,
    ...patch,
  };
}

/** What pages and the panel ask of `store`: songs, lists and the settings. */
export function playbackRequests(store: PlaybackStore) {
  const get = store.getState;
  const set = (patch: Partial<PlaybackState>) => store.setState(patch);

  function saveSettings() {
    const { autoPlay, repeat, shuffle } = get();
    writeStored(storageKeys.settings, { autoPlay, repeat, shuffle });
  }

  /** The player took the request: the flags clear, the song and the list stay. */
  function acknowledgeRequest(): void {
    set({ shouldAutoPlay: false, songChangeRequested: false, playlistChangeRequested: false });
  }

  return {
    /**
     * Asks the player to play `track`. With `list`, that list becomes the external
     * playlist the player advances through. Without one, whatever list is in use
     * stays (decision: the spec says only that the song and auto-play are set).
     */
    requestSong: (track: Track, list?: Track[]): void => {
      const state = get();
      const nextList = list ?? listInUse(state);
      set(
        songChange(state, track, {
          listIndex: indexIn(nextList, track),
          ...(list
            ? {
                externalPlaylist: list,
                useExternalPlaylist: true,
                externalTitle: list === state.externalPlaylist ? state.externalTitle : null,
                shuffleOrder: list === state.externalPlaylist ? state.shuffleOrder : [],
              }
            : {}),
        }),
      );
    },

    /**
     * Asks the player to play `tracks` from `startIndex` (clamped into the list).
     * An empty list asks for nothing.
     */
    requestPlaylist: (tracks: Track[], startIndex = 0): void => {
      if (tracks.length === 0) return;
      const index = Math.min(Math.max(0, Math.trunc(startIndex)), tracks.length - 1);
      set(
        songChange(get(), tracks[index] as Track, {
          externalPlaylist: tracks,
          useExternalPlaylist: true,
          externalTitle: null,
          playlistChangeRequested: true,
          listIndex: index,
          shuffleOrder: [],
        }),
      );
    },

    acknowledgeRequest,

    /** The player loaded a song: it is active now and the request is acknowledged. */
    activate: (play: ActivePlay): void => {
      set({ active: play, switching: false });
      acknowledgeRequest();
    },

    /** A song change is waiting (or no longer waiting) on the switch. */
    setSwitching: (switching: boolean): void => {
      if (get().switching !== switching) set({ switching });
    },

    /**
     * The panel's own list arrived (or grew by a page). With no song chosen, its first track
     * is selected, cued but not played (spec 1 §4: "With no song chosen, the first track of
     * the default list is selected"): its first hosted track when it has one (decision: a
     * streaming embed shows a broken frame without its service, a hosted file plays anywhere).
     */
    setDefaultPlaylist: (tracks: Track[]): void => {
      const state = get();
      const patch: Partial<PlaybackState> = { defaultPlaylist: tracks };
      if (!state.useExternalPlaylist) patch.listIndex = indexIn(tracks, state.currentSong);
      if (!state.currentSong && tracks.length > 0) {
        const index = Math.max(0, tracks.findIndex(isHosted));
        Object.assign(
          patch,
          songChange(state, tracks[index] as Track, { listIndex: index, shouldAutoPlay: false }),
        );
      }
      set(patch);
    },

    /** Plays the song at `index` of the list in use (a click in the panel's list). */
    playFromList: (index: number): void => {
      const state = get();
      const song = listInUse(state)[index];
      if (song) set(songChange(state, song, { listIndex: index }));
    },

    /**
     * Opens one of the user's playlists in the panel (spec 1 §2): its tracks become the list in
     * use, under its name, without changing the song; a song played from it carries on in it.
     */
    openPlaylist: (tracks: Track[], title: string): void => {
      const state = get();
      set({
        externalPlaylist: tracks,
        useExternalPlaylist: true,
        externalTitle: title,
        listIndex: indexIn(tracks, state.currentSong),
        shuffleOrder: [],
      });
    },

    /** 'Back to Playlists': the external playlist is put aside and the panel's own list is used. */
    returnToOwnPlaylist: (): void => {
      const state = get();
      set({
        useExternalPlaylist: false,
        listIndex: indexIn(state.defaultPlaylist, state.currentSong),
        shuffleOrder: [],
      });
    },

    setAutoPlay: (autoPlay: boolean): void => {
      set({ autoPlay });
      saveSettings();
    },

    cycleRepeat: (): void => {
      set({ repeat: nextRepeatMode(get().repeat) });
      saveSettings();
    },

    /** Shuffle on starts a new round led by the current song; off returns to list order. */
    toggleShuffle: (): void => {
      set({ shuffle: !get().shuffle, shuffleOrder: [] });
      saveSettings();
    },
  };
}
