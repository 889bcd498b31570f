import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { type TrackFilter, useTrackPages } from '../api/use-tracks';
import { catalogTexts } from '../texts';
import { PagedFooter } from './paged-footer';
import { QueryStates } from './query-states';
import { TrackRows } from './track-rows';

/** An album's, artist's or genre's tracks, with load more. */
export function PagedTracks(props: {
  filter: TrackFilter;
  limit?: number;
  positionOf?: (track: Track, index: number) => number;
  selectedTrackId?: number | null;
}) {
  const query = useTrackPages(props.filter, props.limit);
  const tracks = query.data?.pages.flatMap((page) => page.tracks) ?? [];
  return (
    <QueryStates
      query={query}
      isEmpty={tracks.length === 0}
      failed={catalogTexts.failed}
      empty={catalogTexts.empty}
    >
      {() => (
        <>
          <TrackRows
            label={catalogTexts.tracks}
            tracks={tracks}
            positionOf={props.positionOf}
            selectedTrackId={props.selectedTrackId}
          />
          <PagedFooter query={query} failed={catalogTexts.failed} />
        </>
      )}
    </QueryStates>
  );
}
