import { describe, expect, it } from 'vitest';
import { makeTrack } from '@/testing/catalog';
import { createRecentTracks } from './recent';

/** The recent tracks as a page load (a fresh runtime) reads them from the device. */
const load = () => createRecentTracks();
const titles = (recent: ReturnType<typeof load>) =>
  recent.store.getState().tracks.map((track) => track.title);

describe('recent tracks', () => {
  it('keeps the most recent first, once each, and survives a reload', () => {
    const recent = load();
    const [a, b] = [makeTrack({ title: 'A' }), makeTrack({ title: 'B' })];
    recent.record(a);
    recent.record(b);
    recent.record(a);
    expect(titles(recent)).toEqual(['A', 'B']);
    const reloaded = load();
    expect(titles(reloaded)).toEqual(['A', 'B']);
    expect(reloaded.store.getState().tracks[0]).toEqual(a);
  });

  it('keeps at most 50', () => {
    const recent = load();
    for (let i = 0; i < 55; i++) recent.record(makeTrack());
    expect(recent.store.getState().tracks).toHaveLength(50);
    expect(load().store.getState().tracks).toHaveLength(50);
  });

  it('reads damaged storage as empty and can be cleared', () => {
    localStorage.setItem('earshot.player.recent', '{not json');
    expect(load().store.getState().tracks).toEqual([]);
    localStorage.setItem(
      'earshot.player.recent',
      JSON.stringify([{ trackId: 'x' }, { trackId: 4 }]),
    );
    const recent = load();
    expect(recent.store.getState().tracks.map((track) => track.trackId)).toEqual([4]);
    recent.clear();
    expect(recent.store.getState().tracks).toEqual([]);
    expect(load().store.getState().tracks).toEqual([]);
  });
});
