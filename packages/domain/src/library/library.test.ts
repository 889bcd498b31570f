import { describe, expect, it } from 'vitest';
import { checkFavoriteItemId, nextFavoriteCount } from './favorites';
import { checkPlaylistDetails, normalizePlaylistDetails } from './playlist-details';

describe('checkPlaylistDetails', () => {
  it('takes a title of 1 to 100 characters, a description up to 300, an empty or http(s) cover', () => {
    expect(
      checkPlaylistDetails({ title: 'x'.repeat(100), description: 'd'.repeat(300), imageUrl: '' }),
    ).toEqual([]);
    expect(checkPlaylistDetails({ imageUrl: 'https://cdn.example.com/a.png' })).toEqual([]);
    expect(checkPlaylistDetails({})).toEqual([]);
  });

  it('names every problem with its words', () => {
    const problems = checkPlaylistDetails(
      normalizePlaylistDetails({ title: '  ', description: 'd'.repeat(301), imageUrl: 'ftp://x' }),
    );
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['title', 'Title is required'],
      ['description', 'Description must be at most 300 characters'],
      ['image_url', 'Cover image must be an http or https URL'],
    ]);
    expect(checkPlaylistDetails({ title: 'x'.repeat(101) })[0]?.message).toBe(
      'Title must be at most 100 characters',
    );
  });
});

describe('favourites', () => {
  it('needs an id above 0, in the spec’s words per kind', () => {
    expect(checkFavoriteItemId('track', 1)).toBeUndefined();
    expect(checkFavoriteItemId('track', 0)).toBe('Track ID is required');
    expect(checkFavoriteItemId('artist', 1.5)).toBe('Artist ID is required');
    expect(checkFavoriteItemId('album', -3)).toBe('Album ID is required');
  });

  it('never counts below 0', () => {
    expect(nextFavoriteCount(0, -1)).toBe(0);
    expect(nextFavoriteCount(2, 1)).toBe(3);
  });
});
