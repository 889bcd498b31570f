import { create } from '@bufbuild/protobuf';
import { type Track, TrackSchema, TrackSource } from '@earshot/contract/catalog/v1/catalog';
import { UNKNOWN_ARTIST } from '@/lib/track-display';
import { trendingTexts } from './texts';

/**
 * Spec 2 §8: a track that fails to build becomes 'Track {id}' by 'Unknown Artist',
 * with no URL (so it cannot be played) and source 'unknown' (UNSPECIFIED on the wire).
 */
export function placeholderTrack(trackId: number): Track {
  return create(TrackSchema, {
    trackId,
    title: trendingTexts.placeholderTitle(trackId),
    artistId: 0,
    artistName: UNKNOWN_ARTIST,
    url: '',
    source: TrackSource.UNSPECIFIED,
  });
}

/**
 * The track to show for a ranked or listed item: the one given when it is whole,
 * else the placeholder. `fallbackId` is the id the item itself carries, if any.
 */
export function trackOrPlaceholder(track: Track | undefined, fallbackId = 0): Track {
  if (track && track.trackId > 0 && track.title.trim() !== '') return track;
  return placeholderTrack(track && track.trackId > 0 ? track.trackId : fallbackId);
}
