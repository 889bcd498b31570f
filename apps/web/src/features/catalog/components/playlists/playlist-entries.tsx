import { EmptyPlaylist } from '@/components/ui/empty-playlist';
import type { Track } from '@earshot/contract/catalog/v1/catalog';
import type { RetryableQuery } from '@/hooks/use-retry-status';
import { catalogTexts, playlistTexts } from '../../texts';
import { type PagedQuery, PagedFooter } from '../paged-footer';
import { QueryStates } from '../query-states';
import { TrackRows } from '../track-rows';

/** A playlist's entries in order, with the spec's empty texts and load more. */
export function PlaylistEntries(props: {
  query: PagedQuery & RetryableQuery;
  tracks: Track[];
  positions: number[];
}) {
  const { query, tracks, positions } = props;
  return (
    <QueryStates
      query={query}
      isEmpty={tracks.length === 0}
      failed={catalogTexts.failed}
      empty={<EmptyPlaylist />}
    >
      {() => (
        <>
          <TrackRows
            label={playlistTexts.entries}
            tracks={tracks}
            positionOf={(_track, index) => positions[index] ?? index + 1}
          />
          <PagedFooter query={query} failed={catalogTexts.failed} />
        </>
      )}
    </QueryStates>
  );
}
