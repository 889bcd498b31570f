import { TrackRows } from '@/features/catalog/components/track-rows';
import { SearchResults } from '@/features/search/components/search-results';

/**
 * The results page's body: search's results with the catalogue's track list, so tracks found
 * play and can be added to a playlist right there (features do not import each other).
 */
export function SearchBody() {
  return (
    <SearchResults renderTracks={(tracks, label) => <TrackRows label={label} tracks={tracks} />} />
  );
}
