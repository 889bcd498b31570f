import type { TrendingPeriod } from '@earshot/contract/catalog/v1/catalog';
import { pageOffset } from '../../api/paging';
import { useTrendingTrackPages } from '../../api/use-trending';
import { trendingTexts } from '../../texts';
import { toTrendingRows } from '../../trending';
import { PagedFooter } from '../paged-footer';
import { QueryStates } from '../query-states';
import { TrendingRows } from './trending-rows';

/** The ranking of a window (and genre), 50 at a time, with load more. */
export function TrendingList(props: { periodType: TrendingPeriod; genreId?: number }) {
  const query = useTrendingTrackPages(props);
  const data = query.data;
  const rows =
    data?.pages.flatMap((page, index) =>
      toTrendingRows(page.tracks, pageOffset(data.pageParams, index)),
    ) ?? [];
  return (
    <QueryStates
      query={query}
      isEmpty={rows.length === 0}
      failed={trendingTexts.failed}
      empty={trendingTexts.empty}
    >
      {() => (
        <>
          <TrendingRows label={trendingTexts.rows} rows={rows} />
          <PagedFooter query={query} failed={trendingTexts.failed} />
        </>
      )}
    </QueryStates>
  );
}
