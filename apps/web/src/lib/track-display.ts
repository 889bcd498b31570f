import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { catalogTexts } from './texts';

/**
 * The artist line of a track: 'Unknown Artist' when the artist id is not above 0
 * (spec 1 §5) or the name is blank.
 */
export function artistLabel(track: Pick<Track, 'artistId' | 'artistName'>): string {
  const name = track.artistName.trim();
  return track.artistId > 0 && name !== '' ? name : catalogTexts.unknownArtist;
}
