import { beforeEach, describe, expect, it } from 'vitest';
import { makeTrack } from '@/testing/catalog';
import {
  acknowledgeRequest,
  initialPlaybackState,
  requestPlaylist,
  requestSong,
  resetPlayback,
  usePlaybackStore,
} from './store';

const state = () => usePlaybackStore.getState();

describe('playback state', () => {
  beforeEach(() => resetPlayback());

  it('starts with nothing requested', () => {
    expect(state()).toEqual(initialPlaybackState);
  });

  it('requestSong sets the song, auto-play and the song request, and keeps the list in use', () => {
    const earlier = [makeTrack(), makeTrack()];
    requestPlaylist(earlier);
    acknowledgeRequest();

    const song = makeTrack({ title: 'Low Tide' });
    requestSong(song);
    expect(state()).toMatchObject({
      currentSong: song,
      shouldAutoPlay: true,
      songChangeRequested: true,
      playlistChangeRequested: false,
      externalPlaylist: earlier,
      useExternalPlaylist: true,
    });
  });

  it('requestSong with a list makes it the external playlist', () => {
    const list = [makeTrack(), makeTrack(), makeTrack()];
    requestSong(list[1]!, list);
    expect(state()).toMatchObject({
      currentSong: list[1],
      externalPlaylist: list,
      useExternalPlaylist: true,
      shouldAutoPlay: true,
      songChangeRequested: true,
    });
  });

  it('requestPlaylist starts at the given index and raises both requests', () => {
    const list = [makeTrack(), makeTrack(), makeTrack()];
    requestPlaylist(list, 2);
    expect(state()).toEqual({
      currentSong: list[2],
      externalPlaylist: list,
      useExternalPlaylist: true,
      shouldAutoPlay: true,
      songChangeRequested: true,
      playlistChangeRequested: true,
    });
  });

  it('requestPlaylist starts at the first track by default and clamps the index', () => {
    const list = [makeTrack(), makeTrack()];
    requestPlaylist(list);
    expect(state().currentSong).toBe(list[0]);
    requestPlaylist(list, 9);
    expect(state().currentSong).toBe(list[1]);
    requestPlaylist(list, -4);
    expect(state().currentSong).toBe(list[0]);
  });

  it('requestPlaylist with no tracks asks for nothing', () => {
    requestPlaylist([]);
    expect(state()).toEqual(initialPlaybackState);
  });

  it('acknowledgeRequest clears the flags and keeps the song and the list', () => {
    const list = [makeTrack(), makeTrack()];
    requestPlaylist(list, 1);
    acknowledgeRequest();
    expect(state()).toEqual({
      currentSong: list[1],
      externalPlaylist: list,
      useExternalPlaylist: true,
      shouldAutoPlay: false,
      songChangeRequested: false,
      playlistChangeRequested: false,
    });
  });
});
