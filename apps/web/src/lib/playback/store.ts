import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { create } from 'zustand';

/**
 * Playback state shared with the player (spec 2 §3): catalogue pages ask for a
 * song or a list here, the player reads the request and acknowledges it (spec 2 §4).
 */
export interface PlaybackState {
  currentSong: Track | null;
  /** The list a page handed over; the player plays it instead of its own when in use. */
  externalPlaylist: Track[];
  useExternalPlaylist: boolean;
  shouldAutoPlay: boolean;
  songChangeRequested: boolean;
  playlistChangeRequested: boolean;
}

export const initialPlaybackState: PlaybackState = {
  currentSong: null,
  externalPlaylist: [],
  useExternalPlaylist: false,
  shouldAutoPlay: false,
  songChangeRequested: false,
  playlistChangeRequested: false,
};

/** The store itself; outside React read it with `getState()` and `subscribe()`. */
export const usePlaybackStore = create<PlaybackState>()(() => initialPlaybackState);

/**
 * Asks the player to play `track`. With `list`, that list becomes the external
 * playlist the player advances through. Without one, whatever list is in use
 * stays (decision: the spec says only that the song and auto-play are set).
 */
export function requestSong(track: Track, list?: Track[]): void {
  usePlaybackStore.setState({
    currentSong: track,
    shouldAutoPlay: true,
    songChangeRequested: true,
    ...(list ? { externalPlaylist: list, useExternalPlaylist: true } : {}),
  });
}

/**
 * Asks the player to play `tracks` from `startIndex` (clamped into the list).
 * An empty list asks for nothing.
 */
export function requestPlaylist(tracks: Track[], startIndex = 0): void {
  if (tracks.length === 0) return;
  const index = Math.min(Math.max(0, Math.trunc(startIndex)), tracks.length - 1);
  usePlaybackStore.setState({
    currentSong: tracks[index] ?? null,
    externalPlaylist: tracks,
    useExternalPlaylist: true,
    shouldAutoPlay: true,
    songChangeRequested: true,
    playlistChangeRequested: true,
  });
}

/** The player took the request: the flags clear, the song and the list stay. */
export function acknowledgeRequest(): void {
  usePlaybackStore.setState({
    shouldAutoPlay: false,
    songChangeRequested: false,
    playlistChangeRequested: false,
  });
}

/** Back to nothing requested; tests call it between cases. */
export function resetPlayback(): void {
  usePlaybackStore.setState(initialPlaybackState, true);
}
