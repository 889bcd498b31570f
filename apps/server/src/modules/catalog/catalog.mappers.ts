import { create } from '@bufbuild/protobuf';
import {
  AlbumSchema,
  ArtistSchema,
  GenreSchema,
  TrackSchema,
  TrackSource,
  TrendingPeriod,
  TrendingTrackSchema,
  VerificationStatus,
  type Album,
  type Artist,
  type Genre,
  type Track,
  type TrendingTrack,
} from '@earshot/contract/catalog/v1/catalog';
import type { TrendingPeriodName } from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';
import type { AlbumRecord } from './album.repo';
import type { ArtistRecord } from './artist.repo';
import type { GenreRecord } from './genre.repo';
import type { TrackRecord } from './track.repo';
import type { RankedTrack } from './trending/trending.service';

const SOURCE: Record<TrackRecord['source'], TrackSource> = {
  hosted: TrackSource.HOSTED,
  spotify: TrackSource.SPOTIFY,
  youtube: TrackSource.YOUTUBE,
  soundcloud: TrackSource.SOUNDCLOUD,
};

/**
 * A track as the wire sends it. Written as the message itself rather than through create():
 * pages send up to 1,000 of them (a playlist's), and every field is set here anyway, so the
 * type checker, not create(), is what keeps it whole.
 */
export const toTrack = (row: TrackRecord): Track => ({
  $typeName: TrackSchema.typeName,
  trackId: row.id,
  title: row.title,
  artistId: row.artistId,
  artistName: row.artistName ?? '',
  albumId: row.albumId ?? 0,
  albumTitle: row.albumTitle ?? '',
  genreId: row.genreId ?? 0,
  trackNumber: row.trackNumber ?? 0,
  duration: row.durationSeconds,
  url: row.url,
  source: SOURCE[row.source],
  imageUrl: row.imageUrl,
});

export const toArtist = (row: ArtistRecord): Artist =>
  create(ArtistSchema, {
    ...row,
    artistId: row.id,
    verificationStatus:
      row.verificationStatus === 'verified'
        ? VerificationStatus.VERIFIED
        : VerificationStatus.UNVERIFIED,
  });

export const toAlbum = (row: AlbumRecord): Album =>
  create(AlbumSchema, {
    albumId: row.id,
    title: row.title,
    artistId: row.artistId,
    artistName: row.artistName ?? '',
    coverUrl: row.coverUrl,
    releaseDate: row.releaseDate ?? '',
    genreId: row.genreId ?? 0,
    genreName: row.genreName ?? '',
    trackCount: row.trackCount,
  });

export const toGenre = (row: GenreRecord): Genre =>
  create(GenreSchema, { ...row, genreId: row.id });

/** A ranked track as the wire sends it; a message literal, as toTrack's (a page is 50 of them). */
export const toTrendingTrack = (row: RankedTrack): TrendingTrack => ({
  $typeName: TrendingTrackSchema.typeName,
  track: toTrack(row.track),
  rank: row.rank,
  trendingScore: row.score,
  rankChange: row.rankChange,
  playsChangePercent: row.playsChangePercent,
  plays: row.plays,
  isNew: row.isNew,
});

const PERIODS: Record<TrendingPeriodName, TrendingPeriod> = {
  daily: TrendingPeriod.DAILY,
  weekly: TrendingPeriod.WEEKLY,
  monthly: TrendingPeriod.MONTHLY,
};

/** The wire's period to the domain's; unspecified is daily (spec 2 §4). */
export function periodName(period: TrendingPeriod): TrendingPeriodName {
  switch (period) {
    case TrendingPeriod.WEEKLY:
      return 'weekly';
    case TrendingPeriod.MONTHLY:
      return 'monthly';
    case TrendingPeriod.DAILY:
    case TrendingPeriod.UNSPECIFIED:
      return 'daily';
    default:
      throw new AppError(
        'invalid_argument',
        REASONS.invalidPeriodType,
        'period_type must be daily, weekly or monthly',
      );
  }
}

export const toPeriod = (name: TrendingPeriodName): TrendingPeriod => PERIODS[name];
