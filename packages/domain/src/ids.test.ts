import { expect, it } from 'vitest';
import { checkCatalogId, checkPlaylistId } from './ids';

it('accepts whole catalogue ids above 0 only', () => {
  expect(checkCatalogId('artist_id', 1)).toBeUndefined();
  for (const bad of [0, -3, 1.5, 2 ** 31]) {
    expect(checkCatalogId('artist_id', bad)).toEqual({
      field: 'artist_id',
      message: 'artist_id must be a whole number above 0',
    });
  }
});

it('accepts playlist ids of safe characters only', () => {
  expect(checkPlaylistId('pl-e2e_featured')).toBeUndefined();
  for (const bad of ['', 'a/b', 'x'.repeat(65), "'; drop table"]) {
    expect(checkPlaylistId(bad)?.field).toBe('playlist_id');
  }
});
