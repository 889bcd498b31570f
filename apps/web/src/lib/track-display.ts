import type { Track } from '@earshot/contract/catalog/v1/catalog';

/**
 * Spec 2 §8 "Missing artist name shows 'Unknown Artist'". Shared because both the
 * catalogue and the player show artist lines, and features never import each other.
 */
export const UNKNOWN_ARTIST = 'Unknown Artist';

/**
 * The artist line of a track: 'Unknown Artist' when the artist id is not above 0
 * (spec 1 §5) or the name is blank.
 */
export function artistLabel(track: Pick<Track, 'artistId' | 'artistName'>): string {
  return hasKnownArtist(track) ? track.artistName.trim() : UNKNOWN_ARTIST;
}

/** Whether the artist is known well enough to name and link to. */
export function hasKnownArtist(item: Pick<Track, 'artistId' | 'artistName'>): boolean {
  return item.artistId > 0 && item.artistName.trim() !== '';
}

/** Whether the player could play the track at all: a placeholder has no URL (spec 2 §8). */
export function isPlayable(track: Pick<Track, 'url'>): boolean {
  return track.url.trim() !== '';
}
