import { describe, expect, it } from 'vitest';
import { artistLabel } from './track-display';

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
