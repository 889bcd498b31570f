import { useTracks } from '../api/use-tracks';
import { catalogTexts } from '../texts';
import { QueryStates } from './query-states';
import { TrackRows } from './track-rows';

/** The first page of tracks with the spec's loading, failed and empty states. */
export function TrackList() {
  const query = useTracks();
  const data = query.data;
  return (
    <QueryStates
      query={query}
      isEmpty={!data?.tracks.length}
      failed={catalogTexts.failed}
      empty={catalogTexts.empty}
    >
      {() => <TrackRows label={catalogTexts.tracks} tracks={data?.tracks ?? []} />}
    </QueryStates>
  );
}
