import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  AlbumSchema,
  ArtistSchema,
  GenreSchema,
  PlaylistEntrySchema,
  PlaylistSchema,
  TrackSchema,
  TrackSource,
  TrendingPeriod,
  TrendingTrackSchema,
  VerificationStatus,
  type Album,
  type Artist,
  type Genre,
  type Playlist,
  type PlaylistEntry,
  type Track,
  type TrendingTrack,
} from '@earshot/contract/catalog/v1/catalog';
import type { TrendingPeriodName } from '@earshot/domain';
import { AppError } from '~/errors';
import type { AlbumRecord } from './album.repo';
import type { ArtistRecord } from './artist.repo';
import type { GenreRecord } from './genre.repo';
import type { PlaylistEntryRecord, PlaylistRecord } from './playlist.repo';
import type { TrackRecord } from './track.repo';
import type { RankedTrack } from './trending/trending.service';

const SOURCE: Record<TrackRecord['source'], TrackSource> = {
  hosted: TrackSource.HOSTED,
  spotify: TrackSource.SPOTIFY,
  youtube: TrackSource.YOUTUBE,
  soundcloud: TrackSource.SOUNDCLOUD,
};

/** The name official playlists are credited to. */
export const EARSHOT_CREATOR = 'Earshot';

export const toTrack = (row: TrackRecord): Track =>
  create(TrackSchema, {
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

export const toPlaylist = (row: PlaylistRecord): Playlist =>
  create(PlaylistSchema, {
    playlistId: row.id,
    title: row.title,
    description: row.description,
    coverImage: row.coverUrl,
    imageUrl: row.coverUrl,
    isOfficial: row.isOfficial,
    isPublic: row.isPublic,
    isFeatured: row.isFeatured,
    createdBy: row.createdBy ?? '',
    creatorName: row.isOfficial ? EARSHOT_CREATOR : '',
    trackCount: row.trackCount,
  });

export const toEntry = (row: PlaylistEntryRecord): PlaylistEntry =>
  create(PlaylistEntrySchema, {
    entryId: row.id,
    playlistId: row.playlistId,
    trackId: row.track.id,
    position: row.position,
    addedAt: timestampFromDate(row.addedAt),
    track: toTrack(row.track),
  });

export const toTrendingTrack = (row: RankedTrack): TrendingTrack =>
  create(TrendingTrackSchema, {
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
        'invalid_period_type',
        'period_type must be daily, weekly or monthly',
      );
  }
}

export const toPeriod = (name: TrendingPeriodName): TrendingPeriod => PERIODS[name];
