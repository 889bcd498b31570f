import { pageOffset } from '../../api/paging';
import { useTrendingPlaylistPages } from '../../api/use-trending';
import { trendingTexts } from '../../texts';
import { periodEnum, rankOf } from '../../trending';
import { PagedFooter } from '../paged-footer';
import { QueryStates } from '../query-states';
import { PeriodSwitch } from './period-switch';
import { TrendingPlaylistRow } from './trending-playlist-row';
import { useTrendingFilter } from './use-trending-filter';

/** /trending-playlist below its title: the window switch, then public playlists by Listens. */
export function TrendingPlaylists() {
  const { filter, update } = useTrendingFilter();
  const query = useTrendingPlaylistPages(periodEnum(filter.period));
  const data = query.data;
  const rows =
    data?.pages.flatMap((page, pageIndex) =>
      // A row without its playlist has nothing to show or link to; its rank stays taken.
      page.playlists.flatMap(({ playlist, plays, rank }, index) =>
        playlist
          ? [{ playlist, plays, rank: rankOf(rank, index, pageOffset(data.pageParams, pageIndex)) }]
          : [],
      ),
    ) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PeriodSwitch value={filter.period} onChange={(period) => update({ period })} />
      <QueryStates
        query={query}
        isEmpty={rows.length === 0}
        failed={trendingTexts.playlistsFailed}
        empty={trendingTexts.playlistsEmpty}
      >
        {() => (
          <>
            <ol
              aria-label={trendingTexts.playlistRows}
              className="@container flex flex-col gap-0.5"
            >
              {rows.map((row, index) => (
                <TrendingPlaylistRow
                  key={`${row.rank}-${index}`}
                  rank={row.rank}
                  plays={row.plays}
                  playlist={row.playlist}
                />
              ))}
            </ol>
            <PagedFooter query={query} failed={trendingTexts.playlistsFailed} />
          </>
        )}
      </QueryStates>
    </div>
  );
}
