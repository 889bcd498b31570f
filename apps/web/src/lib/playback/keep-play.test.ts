import { TrackSource } from '@earshot/contract/catalog/v1/catalog';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/local-storage';
import { createPlayerChannel } from '@/lib/players/events';
import { makeTrack } from '@/testing/catalog';
import { KEEP_POSITION_EVERY_MS, startKeepingPlay } from './keep-play';
import { readKeptPlay } from './kept-play';
import { createPlayback, type Playback } from './playback';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

/** A playback with its keeper on a clock the test moves, and a player channel for its plays. */
function keeping() {
  const playback = createPlayback();
  const channel = createPlayerChannel();
  let time = 0;
  stop = startKeepingPlay({ playback, channel, now: () => time });
  /** The player takes the current request, as the controller does. */
  const begin = (position = 0) => {
    const { currentSong, requestId } = playback.store.getState();
    const source = {
      playId: requestId,
      trackId: currentSong!.trackId,
      platform: 'hosted' as const,
    };
    channel.begin(source, { autoPlay: true, position });
    playback.activate({ song: currentSong!, playId: requestId, autoPlay: true });
    return source;
  };
  return { playback, channel, begin, tick: (ms: number) => (time += ms) };
}

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

/** The store a reload starts with. */
const reloaded = (): Playback => createPlayback();

describe('the kept play (a reload keeps the song)', () => {
  it('keeps the song and its playhead, and a new store starts on it, cued there', () => {
    const { playback, channel, begin, tick } = keeping();
    const own = [makeTrack({ title: 'First' }), makeTrack({ title: 'Second' })];
    playback.setDefaultPlaylist(own);
    playback.playFromList(1);
    const source = begin();
    channel.emit(source, { type: 'playing' });
    tick(KEEP_POSITION_EVERY_MS);
    channel.emit(source, { type: 'position', position: 41.5, duration: 180 });
    tick(200);
    // Within the second: not written yet; a pause writes at once.
    channel.emit(source, { type: 'position', position: 41.7, duration: 180 });
    expect(stored(storageKeys.nowPlaying)).toMatchObject({ position: 41.5 });
    channel.emit(source, { type: 'paused' });
    expect(stored(storageKeys.nowPlaying)).toMatchObject({ position: 41.7, external: false });

    const state = reloaded().store.getState();
    expect(state.currentSong?.title).toBe('Second');
    expect(state).toMatchObject({
      startAt: 41.7,
      shouldAutoPlay: false,
      songChangeRequested: true,
      useExternalPlaylist: false,
    });
  });

  it('keeps a list handed over before the keeper started (the panel’s code still loading)', () => {
    const playback = createPlayback();
    const artist = [makeTrack({ title: 'One' }), makeTrack({ title: 'Two' })];
    playback.requestSong(artist[1]!, artist);
    stop = startKeepingPlay({ playback, channel: createPlayerChannel() });

    const kept = readKeptPlay();
    expect(kept?.song.title).toBe('Two');
    expect(kept?.list?.tracks.map((t) => t.title)).toEqual(['One', 'Two']);
    expect(reloaded().store.getState()).toMatchObject({ useExternalPlaylist: true, listIndex: 1 });
  });

  it('writes the playhead when the page goes, and a new song starts at 0', () => {
    const { playback, channel, begin } = keeping();
    playback.requestSong(makeTrack({ title: 'Long' }));
    const source = begin();
    channel.emit(source, { type: 'position', position: 3, duration: 90 });
    channel.emit(source, { type: 'position', position: 7, duration: 90 });
    window.dispatchEvent(new Event('pagehide'));
    expect(readKeptPlay()?.position).toBe(7);

    playback.requestSong(makeTrack({ title: 'Next' }));
    expect(readKeptPlay()).toMatchObject({ position: 0, song: { title: 'Next' } });
  });

  it('keeps an opened list with its name and the index in it', () => {
    const { playback } = keeping();
    const mine = [makeTrack({ title: 'A' }), makeTrack({ title: 'B' }), makeTrack({ title: 'C' })];
    playback.openPlaylist(mine, 'Road Trip');
    playback.playFromList(2);

    const state = reloaded().store.getState();
    expect(state).toMatchObject({
      useExternalPlaylist: true,
      externalTitle: 'Road Trip',
      listIndex: 2,
    });
    expect(state.externalPlaylist.map((track) => track.title)).toEqual(['A', 'B', 'C']);
    expect(state.currentSong?.title).toBe('C');
  });

  it('reads damaged or hand-edited storage as nothing kept', () => {
    localStorage.setItem(storageKeys.nowPlaying, '{"song": 12, "position": "x"}');
    expect(readKeptPlay()).toBeNull();
    localStorage.setItem(storageKeys.nowPlaying, 'not json');
    expect(reloaded().store.getState().currentSong).toBeNull();
  });
});

describe('the first song of a first visit', () => {
  it('is the first hosted track of the list, not an embed before it', () => {
    const playback = createPlayback();
    const list = [
      makeTrack({
        title: 'Video',
        source: TrackSource.YOUTUBE,
        url: 'https://youtu.be/M7lc1UVf-VE',
      }),
      makeTrack({ title: 'Own file' }),
    ];
    playback.setDefaultPlaylist(list);
    expect(playback.store.getState()).toMatchObject({
      currentSong: list[1],
      listIndex: 1,
      shouldAutoPlay: false,
    });
  });

  it('is the first track when the list holds no hosted one', () => {
    const playback = createPlayback();
    const list = [
      makeTrack({
        title: 'Video',
        source: TrackSource.YOUTUBE,
        url: 'https://youtu.be/M7lc1UVf-VE',
      }),
    ];
    playback.setDefaultPlaylist(list);
    expect(playback.store.getState()).toMatchObject({ currentSong: list[0], listIndex: 0 });
  });
});
