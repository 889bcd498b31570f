import { useEffect } from 'react';
import { useGenres } from '../../api/use-genres';
import { trendingTexts } from '../../texts';
import { periodEnum } from '../../trending';
import { GenreFilter } from './genre-filter';
import { PeriodSwitch } from './period-switch';
import { TrendingList } from './trending-list';
import { useTrendingFilter } from './use-trending-filter';

/**
 * /trending below its title: the window and genre controls, then the ranking. An address
 * naming a genre that does not exist (removed, mistyped) falls back to all genres visibly: the
 * address drops it, the menu and the list agree, and a line says why (issue 38).
 */
export function TrendingTracks() {
  const { filter, namesGenre, droppedUnknownGenre, update, dropUnknownGenre } = useTrendingFilter();
  const { data } = useGenres();
  const known =
    filter.genreId !== undefined &&
    (data === undefined || data.genres.some((genre) => genre.genreId === filter.genreId));
  const unknown = namesGenre && !known && (data !== undefined || filter.genreId === undefined);
  useEffect(() => {
    if (unknown) dropUnknownGenre();
  }, [unknown, dropUnknownGenre]);
  const genreId = known ? filter.genreId : undefined;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodSwitch value={filter.period} onChange={(period) => update({ period })} />
        <GenreFilter value={genreId} onChange={(next) => update({ genreId: next })} />
      </div>
      {droppedUnknownGenre && (
        <p role="status" className="text-sm text-muted">
          {trendingTexts.unknownGenre}
        </p>
      )}
      <TrendingList periodType={periodEnum(filter.period)} genreId={genreId} />
    </div>
  );
}
