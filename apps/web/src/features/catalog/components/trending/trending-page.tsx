import { periodEnum } from '../../trending';
import { GenreFilter } from './genre-filter';
import { PeriodSwitch } from './period-switch';
import { TrendingList } from './trending-list';
import { useTrendingFilter } from './use-trending-filter';

/** /trending below its title: the window and genre controls, then the ranking. */
export function TrendingTracks() {
  const { filter, update } = useTrendingFilter();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodSwitch value={filter.period} onChange={(period) => update({ period })} />
        <GenreFilter value={filter.genreId} onChange={(genreId) => update({ genreId })} />
      </div>
      <TrendingList periodType={periodEnum(filter.period)} genreId={filter.genreId} />
    </div>
  );
}
