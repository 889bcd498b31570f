import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayerChannel, type PlayerChannel, type PlaySource } from '@/lib/players/events';
import { makeTrack } from '@/testing/catalog';
import { createTestRuntime } from '@/testing/runtime';
import { startPlaybackController } from './controller';
import { createPlayback, type Playback } from './playback';
import { createRecentTracks, type RecentTracks } from './recent';
import { createSongChangeGates, type SongChange, type SongChangeGates } from './song-change';

let channel: PlayerChannel;
let playback: Playback;
let recent: RecentTracks;
let songChange: SongChangeGates;
const state = () => playback.store.getState();
const sourceOfActive = (): PlaySource => {
  const active = state().active!;
  return { playId: active.playId, trackId: active.song.trackId, platform: 'hosted' };
};
/** Lets the switch's awaits run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('playback controller', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    channel = createPlayerChannel();
    playback = createPlayback();
    recent = createRecentTracks();
    songChange = createSongChangeGates();
    stop = startPlaybackController({
      audio: createTestRuntime().audio,
      channel,
      playback,
      recent,
      songChange,
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('activates a requested song, acknowledges the request and starts a new play', async () => {
    const song = makeTrack();
    playback.requestSong(song);
    await settle();
    expect(state()).toMatchObject({
      active: { song, autoPlay: true, playId: state().requestId },
      shouldAutoPlay: false,
      songChangeRequested: false,
      switching: false,
    });
    expect(channel.getStatus()).toMatchObject({
      source: { trackId: song.trackId, playId: state().requestId },
      state: 'loading',
    });
  });

  it('waits on the song-change gate, at most 5 s, showing the switch meanwhile', async () => {
    const changes: SongChange[] = [];
    const removeGate = songChange.install((change) => {
      changes.push(change);
      return new Promise<void>(() => undefined);
    });
    const first = makeTrack();
    const second = makeTrack();
    playback.requestSong(first);
    await settle();
    expect(state().switching).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state().active?.song).toBe(first);

    playback.requestSong(second);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(state().active?.song).toBe(first);
    await vi.advanceTimersByTimeAsync(1);
    expect(state().active?.song).toBe(second);
    expect(changes).toEqual([
      { from: null, to: first },
      { from: first, to: second },
    ]);
    removeGate();
  });

  it('goes straight to the latest song when requests pile up during a switch', async () => {
    let release = () => undefined as void;
    const removeGate = songChange.install(
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    const [a, b, c] = [makeTrack(), makeTrack(), makeTrack()];
    playback.requestSong(a);
    playback.requestSong(b);
    playback.requestSong(c);
    await settle();
    release();
    await settle();
    release();
    await settle();
    expect(state().active?.song).toBe(c);
    removeGate();
  });

  it('moves on when the player says the song ended, and records what played in Recent', async () => {
    const list = [makeTrack(), makeTrack()];
    playback.requestPlaylist(list, 1);
    await settle();
    channel.emit(sourceOfActive(), { type: 'playing' });
    expect(recent.store.getState().tracks).toEqual([list[1]]);
    channel.emit(sourceOfActive(), { type: 'ended' });
    await settle();
    expect(state().active?.song).toBe(list[0]);
  });

  it('treats a song that never starts as ended after 215 s, and only then', async () => {
    const list = [makeTrack(), makeTrack()];
    playback.requestPlaylist(list);
    await settle();
    await vi.advanceTimersByTimeAsync(214_000);
    expect(state().active?.song).toBe(list[0]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state().active?.song).toBe(list[1]);
    expect(state().active?.autoPlay).toBe(true);
  });

  it('does not fall back once the player reports playing', async () => {
    const list = [makeTrack(), makeTrack()];
    playback.requestPlaylist(list);
    await settle();
    channel.emit(sourceOfActive(), { type: 'playing' });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(state().active?.song).toBe(list[0]);
  });

  it('with AutoPlay off, the fallback ends the song and playback stops there', async () => {
    const list = [makeTrack(), makeTrack()];
    playback.setAutoPlay(false);
    playback.requestPlaylist(list);
    await settle();
    await vi.advanceTimersByTimeAsync(215_000);
    expect(state().active?.song).toBe(list[0]);
  });

  it('ignores events of a play that is no longer the current one', async () => {
    const list = [makeTrack(), makeTrack(), makeTrack()];
    playback.requestPlaylist(list);
    await settle();
    const old = sourceOfActive();
    playback.requestSong(list[2]!);
    await settle();
    channel.emit(old, { type: 'ended' });
    await settle();
    expect(state().active?.song).toBe(list[2]);
  });
});
