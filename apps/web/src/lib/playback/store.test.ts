import { beforeEach, describe, expect, it } from 'vitest';
import { makeTrack } from '@/testing/catalog';
import { createPlayback, type Playback } from './playback';
import { initialPlaybackState, listInUse } from './store';

let playback: Playback;
const state = () => playback.store.getState();
beforeEach(() => {
  playback = createPlayback();
});

describe('playback state', () => {
  it('starts with nothing requested', () => {
    expect(state()).toEqual(initialPlaybackState);
  });

  it('requestSong sets the song, auto-play and the song request, and keeps the list in use', () => {
    const earlier = [makeTrack(), makeTrack()];
    playback.requestPlaylist(earlier);
    playback.acknowledgeRequest();

    const song = makeTrack({ title: 'Low Tide' });
    playback.requestSong(song);
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
    playback.requestSong(list[1]!, list);
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
    playback.requestPlaylist(list, 2);
    expect(state()).toMatchObject({
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
    playback.requestPlaylist(list);
    expect(state().currentSong).toBe(list[0]);
    playback.requestPlaylist(list, 9);
    expect(state().currentSong).toBe(list[1]);
    playback.requestPlaylist(list, -4);
    expect(state().currentSong).toBe(list[0]);
  });

  it('requestPlaylist with no tracks asks for nothing', () => {
    playback.requestPlaylist([]);
    expect(state()).toEqual(initialPlaybackState);
  });

  it('acknowledgeRequest clears the flags and keeps the song and the list', () => {
    const list = [makeTrack(), makeTrack()];
    playback.requestPlaylist(list, 1);
    playback.acknowledgeRequest();
    expect(state()).toMatchObject({
      currentSong: list[1],
      externalPlaylist: list,
      useExternalPlaylist: true,
      shouldAutoPlay: false,
      songChangeRequested: false,
      playlistChangeRequested: false,
    });
  });
});

describe('song changes', () => {
  it('gives every request a new request id, even for the same song', () => {
    const song = makeTrack();
    playback.requestSong(song);
    const first = state().requestId;
    playback.requestSong(song);
    expect(state().requestId).toBe(first + 1);
    playback.requestPlaylist([song]);
    expect(state().requestId).toBe(first + 2);
  });

  it('selects the first track of the default list, cued, when no song is chosen (spec 1 §4)', () => {
    const list = [makeTrack(), makeTrack()];
    playback.setDefaultPlaylist(list);
    expect(state()).toMatchObject({
      currentSong: list[0],
      listIndex: 0,
      shouldAutoPlay: false,
      useExternalPlaylist: false,
    });
    const chosen = makeTrack();
    playback.requestSong(chosen);
    playback.setDefaultPlaylist([makeTrack()]);
    expect(state().currentSong).toBe(chosen);
  });

  it('plays from the list in use and returns from an external playlist to its own', () => {
    const own = [makeTrack(), makeTrack(), makeTrack()];
    playback.setDefaultPlaylist(own);
    playback.playFromList(2);
    expect(state()).toMatchObject({ currentSong: own[2], listIndex: 2, shouldAutoPlay: true });

    const external = [makeTrack(), own[1]!];
    playback.requestSong(own[1]!, external);
    expect(state()).toMatchObject({ useExternalPlaylist: true, listIndex: 1 });
    expect(listInUse(state())).toBe(external);

    playback.returnToOwnPlaylist();
    expect(state()).toMatchObject({
      useExternalPlaylist: false,
      listIndex: 1,
      currentSong: own[1],
    });
    expect(listInUse(state())).toBe(own);
  });
});

describe('moving on', () => {
  it('advances to the next track of the external playlist and wraps to the first', () => {
    const list = [makeTrack(), makeTrack(), makeTrack()];
    playback.setDefaultPlaylist([makeTrack()]);
    playback.requestPlaylist(list, 1);
    expect(playback.advance('ended')).toBe(true);
    expect(state()).toMatchObject({ currentSong: list[2], listIndex: 2, shouldAutoPlay: true });
    expect(playback.advance('ended')).toBe(true);
    expect(state()).toMatchObject({ currentSong: list[0], listIndex: 0 });
  });

  it('advances through the default list when no external playlist is set', () => {
    const own = [makeTrack(), makeTrack()];
    playback.setDefaultPlaylist(own);
    playback.advance('ended');
    expect(state().currentSong).toBe(own[1]);
    playback.advance('ended');
    expect(state().currentSong).toBe(own[0]);
  });

  it('stops at the end of a song with AutoPlay off; Next still moves', () => {
    const list = [makeTrack(), makeTrack()];
    playback.requestPlaylist(list);
    playback.setAutoPlay(false);
    const before = state().requestId;
    expect(playback.advance('ended')).toBe(false);
    expect(state()).toMatchObject({ currentSong: list[0], requestId: before });
    expect(playback.advance('skip')).toBe(true);
    expect(state().currentSong).toBe(list[1]);
  });

  it('repeats one song, and stops after the last with repeat off', () => {
    const list = [makeTrack(), makeTrack()];
    playback.requestPlaylist(list, 1);
    playback.cycleRepeat();
    expect(state().repeat).toBe('one');
    const before = state().requestId;
    playback.advance('ended');
    expect(state()).toMatchObject({ currentSong: list[1], requestId: before + 1 });
    playback.cycleRepeat();
    expect(state().repeat).toBe('off');
    expect(playback.advance('ended')).toBe(false);
    expect(playback.advance('skip')).toBe(true);
    expect(state().currentSong).toBe(list[0]);
  });

  it('plays the queue first, keeping the place in the list, then carries on', () => {
    const list = [makeTrack(), makeTrack(), makeTrack()];
    playback.requestPlaylist(list);
    const a = makeTrack({ title: 'A' });
    const b = makeTrack({ title: 'B' });
    const c = makeTrack({ title: 'C' });
    playback.addToQueue(a);
    playback.addToQueue(b);
    playback.playNext(c);
    expect(state().queue).toEqual([c, a, b]);
    playback.playNext(b);
    expect(state().queue).toEqual([b, c, a]);
    playback.removeFromQueue(1);
    expect(state().queue).toEqual([b, a]);

    playback.advance('ended');
    expect(state()).toMatchObject({ currentSong: b, fromQueue: true, listIndex: 0, queue: [a] });
    playback.goBack(1);
    expect(state()).toMatchObject({ currentSong: list[0], fromQueue: false });
    playback.advance('skip');
    expect(state().currentSong).toBe(a);
    playback.advance('ended');
    expect(state()).toMatchObject({ currentSong: list[1], fromQueue: false, queue: [] });

    playback.addToQueue(c);
    playback.playQueued(0);
    expect(state()).toMatchObject({ currentSong: c, queue: [] });
    playback.clearQueue();
    expect(state().queue).toEqual([]);
  });

  it('shuffles without repeating a song until the list is exhausted', () => {
    const list = Array.from({ length: 6 }, () => makeTrack());
    playback.requestPlaylist(list, 2);
    playback.toggleShuffle();
    const played = [state().currentSong];
    for (let step = 1; step < list.length; step++) {
      playback.advance('ended');
      played.push(state().currentSong);
    }
    expect(new Set(played).size).toBe(list.length);
    expect(played[0]).toBe(list[2]);
  });

  it('goes back to the previous song, or restarts after 3 s', () => {
    const list = [makeTrack(), makeTrack()];
    playback.requestPlaylist(list, 1);
    const before = state().requestId;
    playback.goBack(10);
    expect(state()).toMatchObject({ currentSong: list[1], requestId: before + 1 });
    playback.goBack(0.5);
    expect(state().currentSong).toBe(list[0]);
  });

  it('remembers AutoPlay, repeat and shuffle on the device', () => {
    playback.setAutoPlay(false);
    playback.cycleRepeat();
    playback.toggleShuffle();
    expect(JSON.parse(localStorage.getItem('earshot.player.settings')!)).toEqual({
      autoPlay: false,
      repeat: 'one',
      shuffle: true,
    });
  });
});
