import { LoadMore } from '@/components/ui/load-more';
import type { SearchType } from '@/config/paths';
import { useSearchParams } from 'react-router';
import { useSearchPages } from '../api/use-search';
import { resultsTexts } from '../results-texts';
import { filterByOf, SORTS, sortOf, TYPE_KINDS } from '../search-params';
import { HitCards } from './hit-cards';
import {
  NoResults,
  type RenderTracks,
  SearchRefetchFailure,
  SearchStatus,
  tracksOf,
} from './result-states';
import { TrackFilters } from './track-filters';

const TITLES = {
  tracks: resultsTexts.groups.track,
  artists: resultsTexts.groups.artist,
  albums: resultsTexts.groups.album,
  playlists: resultsTexts.groups.playlist,
} as const;

/** One collection, 20 at a time with 'Load more'; tracks with facets and a sort. */
export function TypeResults(props: { q: string; type: SearchType; renderTracks: RenderTracks }) {
  const { q, type } = props;
  const [params] = useSearchParams();
  const tracks = type === 'tracks';
  const sortBy = tracks ? SORTS[sortOf(params.get('sort'))] : '';
  const filterBy = tracks ? filterByOf(params) : '';
  const pages = useSearchPages(TYPE_KINDS[type], q, sortBy, filterBy);
  const hits = pages.data?.pages.flatMap((p) => p.hits) ?? [];
  const title = TITLES[type];
  return (
    <div className="flex flex-col gap-6">
      {tracks && <TrackFilters q={q} />}
      {hits.length === 0 ? (
        pages.status === 'success' ? (
          <NoResults q={q} tracks={tracks} />
        ) : (
          <SearchStatus query={pages} />
        )
      ) : (
        <>
          <SearchRefetchFailure query={pages} />
          <p className="text-sm text-muted">{`${title} · ${pages.data?.pages[0]?.totalCount ?? 0}`}</p>
          {tracks ? (
            props.renderTracks(tracksOf(hits), title)
          ) : (
            <HitCards label={title} hits={hits} />
          )}
          {pages.hasNextPage && (
            <LoadMore
              onLoad={() => void pages.fetchNextPage()}
              pending={pages.isFetchingNextPage}
              label={resultsTexts.loadMore}
              pendingLabel={resultsTexts.loadingMore}
            />
          )}
        </>
      )}
    </div>
  );
}
