import { create, toJsonString } from '@bufbuild/protobuf';
import { SearchHitSchema, SearchKind, SuggestionSchema } from '@earshot/contract/search/v1/search';
import { describe, expect, it } from 'vitest';
import { toTrack } from '~/modules/catalog';
import { toHit, toSuggestion } from './search.mappers';
import type { Found } from './search.service';

const track = {
  id: 7,
  title: 'Night Blue',
  artistId: 3,
  artistName: 'Nora Vale',
  albumId: 4,
  albumTitle: 'Blue Hours',
  genreId: 2,
  trackNumber: 1,
  durationSeconds: 157,
  url: '/media/night-blue.mp3',
  source: 'hosted' as const,
  imageUrl: '/media/blue-hours.jpg',
};

const trackHit: Found = {
  kind: 'track',
  itemId: '7',
  title: 'Night Blue',
  subtitle: 'Nora Vale',
  album: 'Blue Hours',
  genre: 'Jazz',
  details: '',
  imageUrl: '/media/blue-hours.jpg',
  year: 2021,
  durationSeconds: 157,
  trackCount: null,
  artistId: 3,
  isPublic: true,
  plays: 12,
  textMatch: 1.5,
  score: 2.25,
  track,
};

const playlistHit: Found = {
  kind: 'playlist',
  itemId: 'c0ffee00-0000-4000-8000-000000000001',
  title: 'Late Night',
  subtitle: 'Sam',
  album: '',
  genre: '',
  details: 'for after midnight',
  imageUrl: '',
  year: null,
  durationSeconds: null,
  trackCount: 9,
  artistId: null,
  isPublic: false,
  plays: 0,
  textMatch: 0.75,
  score: 0.75,
};

// The mappers write message literals instead of calling create(): they must be the very
// messages create() makes, as objects and on the wire, with a track and without one.
describe('search messages', () => {
  it('a hit is the message create() makes', () => {
    const expected = create(SearchHitSchema, {
      kind: SearchKind.TRACK,
      id: '7',
      title: 'Night Blue',
      subtitle: 'Nora Vale',
      imageUrl: '/media/blue-hours.jpg',
      albumTitle: 'Blue Hours',
      genreName: 'Jazz',
      year: 2021,
      duration: 157,
      artistId: 3,
      isPublic: true,
      plays: 12,
      textMatch: 1.5,
      track: toTrack(track),
    });
    expect(toHit(trackHit)).toEqual(expected);
    expect(toJsonString(SearchHitSchema, toHit(trackHit))).toBe(
      toJsonString(SearchHitSchema, expected),
    );
  });

  it('a hit without a track leaves the field unset', () => {
    const expected = create(SearchHitSchema, {
      kind: SearchKind.PLAYLIST,
      id: 'c0ffee00-0000-4000-8000-000000000001',
      title: 'Late Night',
      subtitle: 'Sam',
      trackCount: 9,
      textMatch: 0.75,
    });
    expect(toHit(playlistHit)).toEqual(expected);
    expect(toHit(playlistHit).track).toBeUndefined();
    expect(toJsonString(SearchHitSchema, toHit(playlistHit))).toBe(
      toJsonString(SearchHitSchema, expected),
    );
  });

  it('a suggestion is the message create() makes', () => {
    for (const row of [trackHit, playlistHit]) {
      const expected = create(SuggestionSchema, {
        kind: row === trackHit ? SearchKind.TRACK : SearchKind.PLAYLIST,
        id: row.itemId,
        text: row.title,
        subtitle: row.subtitle,
        imageUrl: row.imageUrl,
        trackCount: row.trackCount ?? 0,
        artistId: row.artistId ?? 0,
        ...(row.track ? { track: toTrack(row.track) } : {}),
      });
      expect(toSuggestion(row)).toEqual(expected);
      expect(toJsonString(SuggestionSchema, toSuggestion(row))).toBe(
        toJsonString(SuggestionSchema, expected),
      );
    }
  });
});
