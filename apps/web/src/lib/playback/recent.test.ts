import { describe, expect, it } from 'vitest';
import { makeTrack } from '@/testing/catalog';
import { clearRecent, recordRecent, reloadRecent, useRecentTracks } from './recent';

const recent = () => useRecentTracks.getState().tracks;

describe('recent tracks', () => {
  it('keeps the most recent first, once each, and survives a reload', () => {
    const [a, b] = [makeTrack({ title: 'A' }), makeTrack({ title: 'B' })];
    recordRecent(a);
    recordRecent(b);
    recordRecent(a);
    expect(recent().map((track) => track.title)).toEqual(['A', 'B']);
    reloadRecent();
    expect(recent().map((track) => track.title)).toEqual(['A', 'B']);
    expect(recent()[0]).toEqual(a);
  });

  it('keeps at most 50', () => {
    for (let i = 0; i < 55; i++) recordRecent(makeTrack());
    expect(recent()).toHaveLength(50);
    reloadRecent();
    expect(recent()).toHaveLength(50);
  });

  it('reads damaged storage as empty and can be cleared', () => {
    localStorage.setItem('earshot.player.recent', '{not json');
    reloadRecent();
    expect(recent()).toEqual([]);
    localStorage.setItem(
      'earshot.player.recent',
      JSON.stringify([{ trackId: 'x' }, { trackId: 4 }]),
    );
    reloadRecent();
    expect(recent().map((track) => track.trackId)).toEqual([4]);
    clearRecent();
    reloadRecent();
    expect(recent()).toEqual([]);
  });
});
