import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { createPlayback, type Playback } from '@/lib/playback/playback';
import { createRecentTracks, type RecentTracks } from '@/lib/playback/recent';
import { createSongChangeGates, type SongChangeGates } from '@/lib/playback/song-change';
import type { PlaybackState } from '@/lib/playback/store';
import type { PlayerStatus } from '@/lib/players/events';
import { createPlayers, type Players } from '@/lib/players/players';
import { useRuntime } from './context';
import type { Runtime } from './runtime';

/**
 * The engines behind the player panel: the player channel, remote and script loader, the
 * playback state, recent tracks and the song-change gate. A part of the runtime (ADR 0010):
 * built once, with the first page that plays, so their code is not on the first page.
 */
export interface PlayerEngines extends Players {
  playback: Playback;
  recent: RecentTracks;
  songChange: SongChangeGates;
}

function createPlayerEngines(): PlayerEngines {
  return {
    ...createPlayers(),
    playback: createPlayback(),
    recent: createRecentTracks(),
    songChange: createSongChangeGates(),
  };
}

/** The player engines of `runtime` (built on the first call). */
export function playerEnginesOf(runtime: Runtime): PlayerEngines {
  return runtime.part(createPlayerEngines);
}

/** The player engines of the runtime the app (or the test) was started with. */
export function usePlayerEngines(): PlayerEngines {
  return playerEnginesOf(useRuntime());
}

/** Reads part of the playback state; re-renders when it changes (compared by identity). */
export function usePlaybackState<T>(select: (state: PlaybackState) => T): T {
  return useStore(usePlayerEngines().playback.store, select);
}

/** Reads part of the player status; `select` must return a primitive or a stable object. */
export function usePlayerStatus<T>(select: (status: PlayerStatus) => T): T {
  const { channel } = usePlayerEngines();
  return useSyncExternalStore(channel.subscribe, () => select(channel.getStatus()));
}

/** Whether the given track is the current song, so a row can mark itself. */
export function useIsCurrentTrack(trackId: number): boolean {
  return usePlaybackState((state) => state.currentSong?.trackId === trackId);
}

/**
 * A track row's play control: while the track is the current song and has started (playing,
 * or paused part-way) it pauses and resumes the player (`playing` says which it shows).
 * Otherwise it calls `onPlay`: the row's track starts with the row's list, even when it is
 * the current song of another list that has not started yet.
 */
export function useTrackToggle(
  trackId: number,
  onPlay: (() => void) | undefined,
): { playing: boolean; press: () => void } {
  const { remote } = usePlayerEngines();
  const current = useIsCurrentTrack(trackId);
  const state = usePlayerStatus((status) => status.state);
  const pausedPartWay = usePlayerStatus(
    (status) => status.state === 'paused' && status.position > 0,
  );
  const playing = current && (state === 'playing' || state === 'buffering');
  const press = () => {
    if (current && (playing || pausedPartWay) && remote.canPlay()) remote.toggle();
    else onPlay?.();
  };
  return { playing, press };
}

/** Whether a player can be played and paused from outside it, and seeked. */
export function useControlsAvailable(): { play: boolean; seek: boolean } {
  const { remote } = usePlayerEngines();
  const play = useSyncExternalStore(remote.subscribe, remote.canPlay);
  const seek = useSyncExternalStore(remote.subscribe, remote.canSeek);
  return { play, seek };
}

/** Tracks that played on this device, most recent first. */
export function useRecentTracks(): Track[] {
  return useStore(usePlayerEngines().recent.store, (state) => state.tracks);
}
