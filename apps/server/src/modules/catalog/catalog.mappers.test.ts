import { create, toJsonString } from '@bufbuild/protobuf';
import {
  TrackSchema,
  TrackSource,
  TrendingTrackSchema,
} from '@earshot/contract/catalog/v1/catalog';
import { describe, expect, it } from 'vitest';
import { toTrack, toTrendingTrack } from './catalog.mappers';
import type { TrackRecord } from './track.repo';

const track: TrackRecord = {
  id: 7,
  title: 'Night Blue',
  artistId: 3,
  artistName: null,
  albumId: null,
  albumTitle: null,
  genreId: 2,
  trackNumber: null,
  durationSeconds: 157,
  url: 'https://open.spotify.com/track/0000000000000000000007',
  source: 'spotify',
  imageUrl: '/media/cover.svg',
};

// The hot mappers write message literals instead of calling create(): they must be the very
// messages create() makes, on the wire and as objects.
describe('message literals', () => {
  it('toTrack is the message create() makes, unknown parts as zero values', () => {
    const expected = create(TrackSchema, {
      trackId: 7,
      title: 'Night Blue',
      artistId: 3,
      genreId: 2,
      duration: 157,
      url: 'https://open.spotify.com/track/0000000000000000000007',
      source: TrackSource.SPOTIFY,
      imageUrl: '/media/cover.svg',
    });
    expect(toTrack(track)).toStrictEqual(expected);
    expect(toJsonString(TrackSchema, toTrack(track))).toBe(toJsonString(TrackSchema, expected));
  });

  it('toTrendingTrack is the message create() makes', () => {
    const row = {
      rank: 4,
      score: 48.06513180680318,
      plays: 131,
      previousRank: 6,
      previousPlays: 119,
      track,
      rankChange: 2,
      playsChangePercent: 10.1,
      isNew: false,
    };
    const expected = create(TrendingTrackSchema, {
      track: toTrack(track),
      rank: 4,
      trendingScore: 48.06513180680318,
      rankChange: 2,
      playsChangePercent: 10.1,
      plays: 131,
      isNew: false,
    });
    expect(toTrendingTrack(row)).toStrictEqual(expected);
    expect(toJsonString(TrendingTrackSchema, toTrendingTrack(row))).toBe(
      toJsonString(TrendingTrackSchema, expected),
    );
  });
});
