import { describe, expect, it } from 'vitest';
import { artistLabel, hasKnownArtist, isPlayable } from './track-display';

describe('artistLabel', () => {
  it('uses the artist name when the id is above 0', () => {
    expect(artistLabel({ artistId: 7, artistName: 'Nina Vale' })).toBe('Nina Vale');
  });

  it("reads 'Unknown Artist' for an id of 0 or below", () => {
    expect(artistLabel({ artistId: 0, artistName: 'Nina Vale' })).toBe('Unknown Artist');
    expect(artistLabel({ artistId: -1, artistName: 'Nina Vale' })).toBe('Unknown Artist');
  });

  it("reads 'Unknown Artist' for a blank name", () => {
    expect(artistLabel({ artistId: 3, artistName: '  ' })).toBe('Unknown Artist');
  });
});

describe('isPlayable', () => {
  it('is false for a track without a URL, like the trending placeholder', () => {
    expect(isPlayable({ url: '' })).toBe(false);
    expect(isPlayable({ url: '  ' })).toBe(false);
    expect(isPlayable({ url: '/media/tracks/1.mp3' })).toBe(true);
  });
});

describe('hasKnownArtist', () => {
  it('needs an id above 0 and a name', () => {
    expect(hasKnownArtist({ artistId: 2, artistName: 'Fixture Quartet' })).toBe(true);
    expect(hasKnownArtist({ artistId: 0, artistName: 'Fixture Quartet' })).toBe(false);
    expect(hasKnownArtist({ artistId: 2, artistName: ' ' })).toBe(false);
  });
});
