import { type Track, TrackSource } from '@earshot/contract/catalog/v1/catalog';
import { type PlayerPlatform, type PlayerTrack, toPlayerTrack } from '@earshot/domain';
import { FALLBACK_ALBUM_ART } from './fallback-art';

/** The player platform of a catalogue track's source; an unknown source is 'unknown'. */
export function platformOf(source: TrackSource): PlayerPlatform {
  switch (source) {
    case TrackSource.HOSTED:
      return 'hosted';
    case TrackSource.SPOTIFY:
      return 'spotify';
    case TrackSource.YOUTUBE:
      return 'youtube';
    case TrackSource.SOUNDCLOUD:
      return 'soundcloud';
    case TrackSource.UNSPECIFIED:
      return 'unknown';
    default:
      return 'unknown';
  }
}

/** Track (player) of a catalogue track (spec 1 §3). */
export function playerTrackOf(track: Track, isPlaying = false): PlayerTrack {
  return toPlayerTrack(
    { ...track, platform: platformOf(track.source) },
    { fallbackArt: FALLBACK_ALBUM_ART, isPlaying },
  );
}
